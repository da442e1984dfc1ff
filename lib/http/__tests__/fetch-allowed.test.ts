import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchAllowed, HostNotAllowedError } from '../fetch-allowed';

/** Two real hosts on this machine: one allowed, one not; each records what it was asked. */
type Host = { server: Server; origin: string; asked: string[] };

async function host(answer: (path: string, origin: string) => [number, Record<string, string>]) {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const [status, headers] = answer(request.url ?? '', `http://127.0.0.1:${port()}`);
    response.writeHead(status, headers).end(status === 200 ? 'file' : '');
  });
  const port = () => (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${port()}`, asked };
}

let allowed: Host;
let elsewhere: Host;

beforeAll(async () => {
  elsewhere = await host(() => [200, {}]);
  allowed = await host((path, origin) => {
    if (path === '/file.pdf') return [200, { 'content-type': 'application/pdf' }];
    if (path === '/moved') return [302, { location: `${origin}/file.pdf` }];
    if (path === '/away') return [302, { location: `${elsewhere.origin}/secret` }];
    if (path === '/loop') return [302, { location: '/loop' }];
    return [404, {}];
  });
});

afterAll(async () => {
  for (const { server } of [allowed, elsewhere]) {
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  allowed.asked.length = 0;
  elsewhere.asked.length = 0;
});

const onlyAllowed = (url: string) => url.startsWith(`${allowed.origin}/`);

describe('fetchAllowed', () => {
  it('fetches from an allowed host, following its redirects there', async () => {
    const response = await fetchAllowed(`${allowed.origin}/moved`, onlyAllowed);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('file');
    expect(allowed.asked).toEqual(['/moved', '/file.pdf']);
  });

  it('refuses a URL elsewhere without asking it anything', async () => {
    await expect(fetchAllowed(`${elsewhere.origin}/secret`, onlyAllowed)).rejects.toEqual(
      new HostNotAllowedError(new URL(elsewhere.origin).host),
    );
    expect(elsewhere.asked).toEqual([]);
  });

  it('refuses a redirect elsewhere without following it', async () => {
    const refused = await fetchAllowed(`${allowed.origin}/away`, onlyAllowed).catch((e) => e);
    expect(refused).toBeInstanceOf(HostNotAllowedError);
    expect(allowed.asked).toEqual(['/away']);
    expect(elsewhere.asked).toEqual([]);
  });

  it('gives up after three redirects', async () => {
    await expect(fetchAllowed(`${allowed.origin}/loop`, onlyAllowed)).rejects.toThrow(
      'more than 3 redirects',
    );
    expect(allowed.asked).toHaveLength(4);
  });
});
