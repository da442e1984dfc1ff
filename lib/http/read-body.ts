/**
 * What reading a JSON body gave: the parsed value, or why not. `too-large` is a 413 and
 * `malformed` (empty, not UTF-8, not JSON) a 400; the route words its own answer.
 */
export type CappedJson =
  | { ok: true; value: unknown }
  | { ok: false; status: 413; reason: 'too-large' }
  | { ok: false; status: 400; reason: 'malformed' };

const TOO_LARGE = { ok: false, status: 413, reason: 'too-large' } as const;
const MALFORMED = { ok: false, status: 400, reason: 'malformed' } as const;

/**
 * How long an oversized body is left unread before it is cancelled: time for the 413 to go
 * out and reach the client first (a lingering close, as web servers do).
 */
export const CANCEL_AFTER_MS = 2000;

/** What reading a raw body gave: its bytes, or `too-large` (a 413). */
export type CappedBody =
  { ok: true; bytes: Uint8Array } | { ok: false; status: 413; reason: 'too-large' };

/**
 * Reads a request's body without ever holding more than `maxBytes` of it. A declared
 * Content-Length over the cap is refused before any byte is read; otherwise the stream is
 * read chunk by chunk (chunked bodies have no Content-Length, and a declared length may
 * lie) and reading stops as soon as the count passes the cap.
 *
 * An oversized stream is cancelled `cancelAfterMs` later, not at once: under `next start`
 * cancelling destroys the request's connection, and under load an immediate cancel closed
 * it before the 413 went out (e2e/body-limits.faults.spec.ts). Meanwhile the rest waits in
 * the kernel's buffers under TCP back-pressure; the server never holds it. (A body refused
 * by its Content-Length was never read: Node discards it after the answer.)
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
  { cancelAfterMs = CANCEL_AFTER_MS } = {},
): Promise<CappedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    return TOO_LARGE;
  }
  const bytes = await readCapped(request.body, maxBytes, cancelAfterMs);
  return bytes ? { ok: true, bytes } : TOO_LARGE;
}

/** Reads a request's JSON body as readBodyCapped does, then decodes (UTF-8) and parses it. */
export async function readJsonCapped(
  request: Request,
  maxBytes: number,
  options: { cancelAfterMs?: number } = {},
): Promise<CappedJson> {
  const body = await readBodyCapped(request, maxBytes, options);
  if (!body.ok) return body;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
  } catch {
    return MALFORMED;
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return MALFORMED;
  }
}

/** The whole body, or null once it passes `maxBytes` (the rest is not read). */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  cancelAfterMs: number,
): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      const timer = setTimeout(() => void reader.cancel().catch(() => undefined), cancelAfterMs);
      timer.unref?.();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
