import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCountingProxy, type CountingProxy } from '../counting-proxy';

describe('startCountingProxy', () => {
  let upstream: Server;
  let proxy: CountingProxy;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.writeHead(201, { 'x-seen': `${req.method} ${req.url}` });
        res.end(body.toUpperCase());
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    proxy = await startCountingProxy(`127.0.0.1:${(upstream.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('forwards requests and answers unchanged, and counts them', async () => {
    expect(proxy.hostPort).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(proxy.count()).toBe(0);
    const answer = await fetch(`http://${proxy.hostPort}/v1/accounts:lookup?key=k`, {
      method: 'POST',
      body: 'token',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-seen')).toBe('POST /v1/accounts:lookup?key=k');
    expect(await answer.text()).toBe('TOKEN');
    await fetch(`http://${proxy.hostPort}/`);
    expect(proxy.count()).toBe(2);
  });
});
