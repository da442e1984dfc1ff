import { readJsonCapped } from '../read-body';

const CAP = 4096;
const encoder = new TextEncoder();

/** A body that hands out chunks on demand and counts how much was taken. */
function meteredBody(chunks: Iterable<Uint8Array>) {
  const iterator = chunks[Symbol.iterator]();
  const meter = { bytesRead: 0, pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      meter.pulls += 1;
      const next = iterator.next();
      if (next.done) return controller.close();
      meter.bytesRead += next.value.byteLength;
      controller.enqueue(next.value);
    },
    cancel() {
      meter.cancelled = true;
    },
  });
  return { stream, meter };
}

function* endless(chunkSize: number) {
  for (;;) yield new Uint8Array(chunkSize).fill(0x20);
}

function post(body: ReadableStream<Uint8Array> | string | null, headers: HeadersInit = {}) {
  return new Request('http://site.test/api', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

/** A JSON document of exactly `size` bytes. */
function jsonOfSize(size: number): string {
  const text = JSON.stringify({ pad: 'x'.repeat(size - '{"pad":""}'.length) });
  expect(encoder.encode(text).byteLength).toBe(size);
  return text;
}

describe('readJsonCapped', () => {
  it('refuses a declared Content-Length over the cap before reading a byte', async () => {
    const { stream, meter } = meteredBody(endless(1024));
    const result = await readJsonCapped(
      post(stream, { 'content-length': String(500 * 1024 * 1024) }),
      CAP,
    );
    expect(result).toEqual({ ok: false, status: 413, reason: 'too-large' });
    // A stream may pre-fill one chunk; nothing more is pulled.
    await new Promise((done) => setTimeout(done, 20));
    expect(meter.bytesRead).toBeLessThanOrEqual(1024);
    expect(meter.pulls).toBeLessThanOrEqual(1);
  });

  it('stops reading a body without Content-Length once it passes the cap', async () => {
    const { stream, meter } = meteredBody(endless(1024));
    const request = post(stream);
    expect(request.headers.get('content-length')).toBeNull();
    const result = await readJsonCapped(request, CAP, { cancelAfterMs: 60 });
    expect(result).toEqual({ ok: false, status: 413, reason: 'too-large' });
    // The cap plus the chunk that crossed it, and at most one chunk read ahead; and no more
    // later: the endless rest is never pulled.
    expect(meter.bytesRead).toBeLessThanOrEqual(CAP + 2 * 1024);
    const pulled = meter.pulls;
    await new Promise((done) => setTimeout(done, 20));
    expect(meter.pulls).toBe(pulled);
    // Then, once the answer has had time to go out, the stream is cancelled.
    expect(meter.cancelled).toBe(false);
    await new Promise((done) => setTimeout(done, 80));
    expect(meter.cancelled).toBe(true);
  });

  it('does not believe a small Content-Length when the body is bigger', async () => {
    const { stream, meter } = meteredBody(endless(1000));
    const result = await readJsonCapped(post(stream, { 'content-length': '10' }), CAP, {
      cancelAfterMs: 0,
    });
    expect(result).toMatchObject({ status: 413 });
    expect(meter.bytesRead).toBeLessThanOrEqual(CAP + 2 * 1000);
  });

  it('accepts a body of exactly the cap, and refuses one byte more', async () => {
    const exact = jsonOfSize(CAP);
    expect(await readJsonCapped(post(exact), CAP)).toEqual({
      ok: true,
      value: JSON.parse(exact),
    });
    const chunked = meteredBody([
      encoder.encode(exact.slice(0, 100)),
      encoder.encode(exact.slice(100)),
    ]);
    expect(await readJsonCapped(post(chunked.stream), CAP)).toMatchObject({ ok: true });
    expect(await readJsonCapped(post(jsonOfSize(CAP + 1)), CAP)).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it('counts bytes, not characters', async () => {
    // 2,000 characters, 6,000 bytes in UTF-8.
    const text = JSON.stringify({ name: '€'.repeat(2000) });
    expect(text.length).toBeLessThan(CAP);
    expect(await readJsonCapped(post(text), CAP)).toMatchObject({ status: 413 });
  });

  it.each([
    ['not JSON', 'not json'],
    ['truncated JSON', '{"idToken": "abc'],
    ['an empty body', ''],
  ])('calls %s malformed', async (_, body) => {
    expect(await readJsonCapped(post(body), CAP)).toEqual({
      ok: false,
      status: 400,
      reason: 'malformed',
    });
  });

  it('calls a missing body and invalid UTF-8 malformed', async () => {
    expect(await readJsonCapped(post(null), CAP)).toMatchObject({ status: 400 });
    const invalid = meteredBody([new Uint8Array([0x22, 0xff, 0xfe, 0x22])]);
    expect(await readJsonCapped(post(invalid.stream), CAP)).toMatchObject({ status: 400 });
  });

  it('parses any JSON value; the route validates its shape', async () => {
    expect(await readJsonCapped(post('{"idToken":"abc"}'), CAP)).toEqual({
      ok: true,
      value: { idToken: 'abc' },
    });
    expect(await readJsonCapped(post('null'), CAP)).toEqual({ ok: true, value: null });
  });
});
