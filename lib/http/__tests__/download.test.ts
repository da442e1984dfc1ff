import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentDisposition } from '../../members/materials';
import { attachmentFileName, fetchDownload, refusalMessage } from '../download';
import { jsonError } from '../json-error';

describe('attachmentFileName', () => {
  it('reads back the header the routes write, non-ASCII names included', () => {
    for (const name of ['notes-2026-12-04.md', 'Jurnal dagangan 交易.csv', 'say "hi".txt'])
      expect(attachmentFileName(contentDisposition(name), 'x')).toBe(name);
  });

  it('takes a plain quoted or bare filename, cut to its last segment', () => {
    expect(attachmentFileName('attachment; filename="members-2026-12-04.csv"', 'x')).toBe(
      'members-2026-12-04.csv',
    );
    expect(attachmentFileName('attachment; filename=report.csv', 'x')).toBe('report.csv');
    expect(attachmentFileName('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
  });

  it('falls back when there is no name, or a malformed one', () => {
    expect(attachmentFileName(null, 'export')).toBe('export');
    expect(attachmentFileName('attachment', 'export')).toBe('export');
    expect(attachmentFileName("attachment; filename*=UTF-8''%E0%A4%A", 'export')).toBe('export');
  });
});

describe('refusalMessage', () => {
  it("gives the JSON refusal's words, and nothing for any other answer", async () => {
    expect(await refusalMessage(jsonError(429, 'Too many exports at once.'))).toBe(
      'Too many exports at once.',
    );
    expect(await refusalMessage(new Response('<html>Bad gateway</html>', { status: 502 }))).toBe(
      null,
    );
    const broken = new Response('{"error":', { headers: { 'content-type': 'application/json' } });
    expect(await refusalMessage(broken)).toBe(null);
  });
});

describe('fetchDownload', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/file') {
        response.writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': contentDisposition('jurnal-2026-12-04.csv'),
        });
        response.end('a,b\n1,2\n');
      } else if (request.url === '/busy') {
        response.writeHead(429, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'Too many exports at once.' }));
      } else {
        response.writeHead(503, { 'content-type': 'text/html' });
        response.end('<h1>Service unavailable</h1>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives the file and the name the server gave it', async () => {
    const outcome = await fetchDownload(`${base}/file`);
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.name).toBe('jurnal-2026-12-04.csv');
    expect(await outcome.file.text()).toBe('a,b\n1,2\n');
  });

  it("gives a refusal's words, or none when the answer has none or no answer came", async () => {
    expect(await fetchDownload(`${base}/busy`)).toEqual({
      ok: false,
      message: 'Too many exports at once.',
    });
    expect(await fetchDownload(`${base}/down`)).toEqual({ ok: false, message: null });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await fetchDownload(`http://127.0.0.1:${port}/file`)).toEqual({
      ok: false,
      message: null,
    });
  });
});
