/**
 * A small, fully deterministic zlib (RFC 1950) / deflate (RFC 1951) encoder.
 *
 * Node's bundled zlib may choose different matches depending on the CPU's SIMD support, so
 * its output is not guaranteed to be byte-identical across machines. This encoder uses
 * greedy LZ77 over a hash chain and the fixed Huffman code only: the bytes depend on the
 * input alone. It is tuned for the flat-colour images generated here, not for speed.
 */

const WINDOW = 32768;
const MAX_MATCH = 258;
const MIN_MATCH = 3;
const MAX_CHAIN = 24;
const HASH_BITS = 15;

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

class BitWriter {
  private buffer = new Uint8Array(1 << 16);
  private length = 0;
  private bitBuffer = 0;
  private bitCount = 0;

  private pushByte(byte: number): void {
    if (this.length === this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.length++] = byte;
  }

  /** Writes `count` bits of `value`, least significant bit first. */
  bits(value: number, count: number): void {
    this.bitBuffer |= value << this.bitCount;
    this.bitCount += count;
    while (this.bitCount >= 8) {
      this.pushByte(this.bitBuffer & 0xff);
      this.bitBuffer >>>= 8;
      this.bitCount -= 8;
    }
  }

  /** Writes a Huffman code, most significant bit first (as deflate requires). */
  code(code: number, length: number): void {
    let reversed = 0;
    for (let i = 0; i < length; i++) reversed |= ((code >>> i) & 1) << (length - 1 - i);
    this.bits(reversed, length);
  }

  finish(): Uint8Array {
    if (this.bitCount > 0) this.pushByte(this.bitBuffer & 0xff);
    this.bitBuffer = 0;
    this.bitCount = 0;
    return this.buffer.slice(0, this.length);
  }
}

function writeLiteral(out: BitWriter, symbol: number): void {
  if (symbol < 144) out.code(0x30 + symbol, 8);
  else if (symbol < 256) out.code(0x190 + symbol - 144, 9);
  else if (symbol < 280) out.code(symbol - 256, 7);
  else out.code(0xc0 + symbol - 280, 8);
}

function findIndex(table: number[], value: number): number {
  let index = 0;
  while (index + 1 < table.length && (table[index + 1] ?? Infinity) <= value) index++;
  return index;
}

function writeMatch(out: BitWriter, length: number, distance: number): void {
  const li = findIndex(LENGTH_BASE, length);
  writeLiteral(out, 257 + li);
  out.bits(length - (LENGTH_BASE[li] ?? 0), LENGTH_EXTRA[li] ?? 0);
  const di = findIndex(DIST_BASE, distance);
  out.code(di, 5);
  out.bits(distance - (DIST_BASE[di] ?? 0), DIST_EXTRA[di] ?? 0);
}

function hashAt(data: Uint8Array, i: number): number {
  const v = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
  return (Math.imul(v, 0x9e3779b1) >>> (32 - HASH_BITS)) & ((1 << HASH_BITS) - 1);
}

/** Raw deflate stream: one final block with the fixed Huffman code. */
export function deflateRaw(data: Uint8Array): Uint8Array {
  const out = new BitWriter();
  out.bits(1, 1); // BFINAL
  out.bits(1, 2); // BTYPE = 01, fixed Huffman
  const head = new Int32Array(1 << HASH_BITS).fill(-1);
  const prev = new Int32Array(WINDOW).fill(-1);
  const insert = (i: number): void => {
    if (i + MIN_MATCH > data.length) return;
    const h = hashAt(data, i);
    prev[i % WINDOW] = head[h] ?? -1;
    head[h] = i;
  };

  let i = 0;
  while (i < data.length) {
    let bestLength = 0;
    let bestDistance = 0;
    if (i + MIN_MATCH <= data.length) {
      let candidate = head[hashAt(data, i)] ?? -1;
      const limit = Math.min(MAX_MATCH, data.length - i);
      for (let chain = 0; candidate >= 0 && chain < MAX_CHAIN; chain++) {
        const distance = i - candidate;
        if (distance > WINDOW - 1) break;
        let length = 0;
        while (length < limit && data[candidate + length] === data[i + length]) length++;
        if (length > bestLength) {
          bestLength = length;
          bestDistance = distance;
          if (length === limit) break;
        }
        const next = prev[candidate % WINDOW] ?? -1;
        if (next >= candidate) break;
        candidate = next;
      }
    }
    if (bestLength >= MIN_MATCH) {
      writeMatch(out, bestLength, bestDistance);
      for (let k = 0; k < bestLength; k++) insert(i + k);
      i += bestLength;
    } else {
      writeLiteral(out, data[i] ?? 0);
      insert(i);
      i++;
    }
  }
  writeLiteral(out, 256); // end of block
  return out.finish();
}

export function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i++) {
    a = (a + (data[i] ?? 0)) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) {
    crc = (CRC_TABLE[(crc ^ (data[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A zlib stream (header, deflate data, Adler-32), as PNG's IDAT expects. */
export function zlibDeflate(data: Uint8Array): Uint8Array {
  const body = deflateRaw(data);
  const out = new Uint8Array(body.length + 6);
  out[0] = 0x78; // CM = 8 (deflate), CINFO = 7 (32 KiB window)
  out[1] = 0x01; // FLEVEL = 0, FCHECK so that 0x7801 % 31 === 0
  out.set(body, 2);
  const sum = adler32(data);
  out[out.length - 4] = (sum >>> 24) & 0xff;
  out[out.length - 3] = (sum >>> 16) & 0xff;
  out[out.length - 2] = (sum >>> 8) & 0xff;
  out[out.length - 1] = sum & 0xff;
  return out;
}
