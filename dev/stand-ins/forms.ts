import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the external forms service the contact form forwards to (CONTACT_FORM_URL).
 * Any POST outside /__control is a form submission: it is kept and answered 200, unless a
 * fault is set. Control, for tests:
 *   GET    /__control/submissions   the kept submissions ({ path, fields }[])
 *   POST   /__control/fault         {"status": 503} makes every submission fail with it
 *   DELETE /__control/fault         back to normal
 */
export type FormsStandIn = { url: string; close(): Promise<void> };

type Submission = { path: string; fields: Record<string, string> };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFormsStandIn(host: string, port: number): Promise<FormsStandIn> {
  const submissions: Submission[] = [];
  let faultStatus: number | null = null;

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      const body = await readBody(req);
      if (path === '/__control/submissions' && req.method === 'GET')
        return send(res, 200, submissions);
      if (path === '/__control/fault' && req.method === 'POST') {
        const status = Number((JSON.parse(body || '{}') as { status?: unknown }).status ?? 503);
        faultStatus = Number.isInteger(status) && status >= 400 ? status : 503;
        return send(res, 200, { faultStatus });
      }
      if (path === '/__control/fault' && req.method === 'DELETE') {
        faultStatus = null;
        return send(res, 200, { faultStatus });
      }
      if (req.method !== 'POST') return send(res, 405, { error: 'POST only' });
      if (faultStatus) return send(res, faultStatus, { error: 'injected fault' });
      submissions.push({ path, fields: Object.fromEntries(new URLSearchParams(body)) });
      send(res, 200, { ok: true });
    })().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Host and port of CONTACT_FORM_URL when it points at this machine, else null (a real service). */
export function localFormsAddress(url: string | undefined): { host: string; port: number } | null {
  if (!url) return null;
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(parsed.hostname)) return null;
  return { host: parsed.hostname, port: Number(parsed.port || 80) };
}
