import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  createContentfulServer,
  type ContentfulServer,
} from '../../dev/stand-ins/contentful/server';
import { describeError, log, redactSecrets } from '../log';

/** A token nobody could mistake: any piece of it in a log line is a leak. */
const TOKEN = 'TOPSECRET-cda-token-7f3a9c2e5b';
const TOKEN_TAIL = TOKEN.slice(-5);
const SPACE = 'testspace';

type Captured = { level: string; line: Record<string, unknown>; raw: string };

function only(lines: Captured[]): Captured {
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

function captureLogs(): { lines: Captured[]; restore: () => void } {
  const lines: Captured[] = [];
  const spies = (['log', 'warn', 'error'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      let line: Record<string, unknown> = {};
      try {
        line = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not one of ours (the SDK's own output would land here): kept raw for the checks.
      }
      lines.push({ level, line, raw: text });
    }),
  );
  return { lines, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

function expectNoSecrets(raw: string) {
  expect(raw).not.toContain(TOKEN);
  expect(raw).not.toContain(TOKEN_TAIL);
  expect(raw).not.toMatch(/authorization|bearer|headers|user-agent|x-contentful/i);
  expect(raw).not.toMatch(/\/spaces\//);
}

/** The app's own Contentful client (lib/content/contentful.ts), configured through lib/env. */
async function appContentfulClient(host: string) {
  process.env.CONTENTFUL_HOST = host;
  process.env.CONTENTFUL_SPACE_ID = SPACE;
  process.env.CONTENTFUL_DELIVERY_TOKEN = TOKEN;
  jest.resetModules();
  const client = await import('../content/contentful');
  const logModule = await import('../log');
  return { client: client.contentfulClient(), log: logModule.log };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('errors from the Contentful SDK', () => {
  let server: Server;
  let host: string;
  let seenAuthorization: string | undefined;

  beforeAll(async () => {
    // Answers like the real CDA does when a token is refused.
    server = createServer((req, res) => {
      seenAuthorization = req.headers.authorization;
      res.writeHead(401, {
        'Content-Type': 'application/vnd.contentful.delivery.v1+json',
        'X-Contentful-Request-Id': 'req-401-abc',
      });
      res.end(
        JSON.stringify({
          sys: { type: 'Error', id: 'AccessTokenInvalid' },
          message: 'The access token you sent could not be found or is invalid.',
          requestId: 'req-401-abc',
        }),
      );
    });
    host = await listen(server);
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it('logs the status, the request id and a short reason, never the token or headers', async () => {
    const { client, log: appLog } = await appContentfulClient(host);
    const error = await client.getEntries({ content_type: 'course' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    // The request really carried the token, and the SDK's error really holds part of it.
    expect(seenAuthorization).toBe(`Bearer ${TOKEN}`);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(TOKEN_TAIL);

    const captured = captureLogs();
    try {
      appLog('error', 'could not load the member courses', { route: '/home', error });
    } finally {
      captured.restore();
    }
    const { line, raw } = only(captured.lines);
    expect(line).toMatchObject({ level: 'error', route: '/home' });
    expect(line.error).toBe(
      'AccessTokenInvalid (HTTP 401 Unauthorized, request id req-401-abc): The access token you sent could not be found or is invalid.',
    );
    expectNoSecrets(raw);
  });
});

describe('the app client against the local Contentful stand-in', () => {
  let standIn: ContentfulServer;
  let host: string;

  beforeAll(async () => {
    standIn = createContentfulServer({
      exportPath: join(
        __dirname,
        '../../dev/stand-ins/contentful/__tests__/fixtures/space-export.json',
      ),
      spaceId: SPACE,
      accessToken: TOKEN,
    });
    host = (await standIn.listen(0)).url;
  });

  afterAll(async () => {
    await standIn.close();
  });

  const setFault = (fault: { status: number } | null) =>
    fetch(`${host}/__control/fault`, {
      method: fault ? 'POST' : 'DELETE',
      body: fault ? JSON.stringify(fault) : undefined,
    });

  afterEach(async () => {
    await setFault(null);
  });

  it('describes an injected 404 by status and request id', async () => {
    const { client, log: appLog } = await appContentfulClient(host);
    await setFault({ status: 404 });
    const error = await client.getEntries().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    const captured = captureLogs();
    try {
      appLog('error', 'could not load the member courses', { error });
    } finally {
      captured.restore();
    }
    const { line, raw } = only(captured.lines);
    expect(line.error).toMatch(
      /^NotFound \(HTTP 404 Not Found, request id [\w-]+\): The resource could not be found\.$/,
    );
    expectNoSecrets(raw);
  });

  it("logs the SDK's retry notices through the same rules", async () => {
    const { client } = await appContentfulClient(host);
    await setFault({ status: 503 });
    const captured = captureLogs();
    try {
      const pending = client.getEntries();
      // The first answer is a 503; once the client says it will retry, the fault is lifted.
      await waitFor(() => captured.lines.some((c) => c.level === 'warn'));
      await setFault(null);
      const result = await pending;
      expect(result.items.length).toBeGreaterThan(0);
    } finally {
      captured.restore();
    }
    const warning = captured.lines.find((c) => c.level === 'warn')!;
    expect(warning.line).toMatchObject({ level: 'warn', message: 'contentful client' });
    expect(String(warning.line.detail)).toMatch(/Server 503 error occurred/);
    for (const { raw } of captured.lines) expectNoSecrets(raw);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe('describeError', () => {
  it('gives the cause of a failed fetch, not just "fetch failed"', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((done) => closed.close(done));
    const error = await fetch(url).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(describeError(error)).toBe('TypeError: fetch failed (ECONNREFUSED)');
    const bad = await fetch('http://127.0.0.1:1/').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(describeError(bad)).toBe('TypeError: fetch failed (Error: bad port)');
  });

  it('keeps a short one-line reason', () => {
    const long = new Error(`first line\n${'x'.repeat(1000)}`);
    const described = describeError(long)!;
    expect(described.startsWith('Error: first line x')).toBe(true);
    expect(described.length).toBeLessThanOrEqual(200);
    expect(describeError('plain text')).toBe('plain text');
    expect(describeError(undefined)).toBeUndefined();
  });

  it('does not take an ordinary JSON message for a Contentful error', () => {
    expect(describeError(new Error('{"status": 1}'))).toBe('Error: {"status": 1}');
  });

  it('redacts credentials inside any message', () => {
    const error = new Error(
      'GET https://cdn.example/x?access_token=abc123&limit=1 failed; Authorization: Bearer eyJhbGciOi.abc.def',
    );
    const described = describeError(error)!;
    expect(described).not.toMatch(/abc123|eyJhbGciOi/);
    expect(described).toContain('access_token=[redacted]');
    expect(described).toContain('Bearer [redacted]');
  });
});

describe('redactSecrets', () => {
  it.each([
    ['Authorization: Bearer abc.def-ghi', 'Authorization: Bearer [redacted]'],
    ['authorization: basic dXNlcjpwYXNz', 'authorization: basic [redacted]'],
    ['?accessToken=abc&x=1', '?accessToken=[redacted]&x=1'],
    ['?access_token=abc', '?access_token=[redacted]'],
    ['{"accessToken": "abc", "space": "s"}', '{"accessToken": "[redacted]", "space": "s"}'],
    ['idToken=eyJ.x.y', 'idToken=[redacted]'],
    ['password: hunter2', 'password: [redacted]'],
    [
      'The access token you sent could not be found',
      'The access token you sent could not be found',
    ],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });
});

describe('log', () => {
  it('drops values under secret-named keys and redacts the rest', () => {
    const captured = captureLogs();
    try {
      log('warn', 'something', {
        route: '/x',
        idToken: 'eyJ.secret',
        headers: { Authorization: 'Bearer abc', accept: 'json' },
        detail: 'retry with access_token=abc',
      });
    } finally {
      captured.restore();
    }
    const { line, raw } = only(captured.lines);
    expect(raw).not.toMatch(/eyJ\.secret|Bearer abc|access_token=abc/);
    expect(line).toMatchObject({
      route: '/x',
      idToken: '[redacted]',
      headers: { Authorization: '[redacted]', accept: 'json' },
      detail: 'retry with access_token=[redacted]',
    });
  });
});
