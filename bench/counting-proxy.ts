import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { splitHostPort } from '../dev/stack/config';

export type CountingProxy = {
  /** host:port to give the app in place of the target's. */
  hostPort: string;
  /** Requests forwarded so far. */
  count(): number;
  close(): Promise<void>;
};

/**
 * An HTTP proxy on a free loopback port that forwards everything to `target` (host:port)
 * and counts the requests: put in front of a stand-in, it counts what the app asks of it.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { host, port } = splitHostPort(target);
  const agent = new Agent({ keepAlive: true });
  let forwarded = 0;
  const server = createServer((req, res) => {
    forwarded += 1;
    const upstream = request(
      { host, port, agent, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${address.port}`,
    count: () => forwarded,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
