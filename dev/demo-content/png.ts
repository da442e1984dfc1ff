import { crc32, zlibDeflate } from './deflate';

/** An 8-bit palette image: one palette index per pixel, row by row. */
export interface IndexedImage {
  width: number;
  height: number;
  /** Up to 256 colours as [r, g, b]. */
  palette: ReadonlyArray<readonly [number, number, number]>;
  pixels: Uint8Array;
}

const SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function u32(value: number): Uint8Array {
  return Uint8Array.from([
    (value >>> 24) & 0xff,
    (value >>> 16) & 0xff,
    (value >>> 8) & 0xff,
    value & 0xff,
  ]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typeBytes = Uint8Array.from(Buffer.from(type, 'latin1'));
  const crcInput = new Uint8Array(typeBytes.length + data.length);
  crcInput.set(typeBytes);
  crcInput.set(data, typeBytes.length);
  return concat([u32(data.length), crcInput, u32(crc32(crcInput))]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Filters each scanline with None or Up, whichever leaves fewer non-zero bytes: rows that
 * repeat the row above (common in these flat images) become runs of zeros.
 */
function filterRows(image: IndexedImage): Uint8Array {
  const { width, height, pixels } = image;
  const out = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let noneCost = 0;
    let upCost = 0;
    for (let x = 0; x < width; x++) {
      const value = pixels[row + x] ?? 0;
      const above = y > 0 ? (pixels[row - width + x] ?? 0) : 0;
      if (value !== 0) noneCost++;
      if (value !== above) upCost++;
    }
    const useUp = y > 0 && upCost < noneCost;
    const target = y * (width + 1);
    out[target] = useUp ? 2 : 0;
    for (let x = 0; x < width; x++) {
      const value = pixels[row + x] ?? 0;
      const above = useUp ? (pixels[row - width + x] ?? 0) : 0;
      out[target + 1 + x] = (value - above) & 0xff;
    }
  }
  return out;
}

/** Encodes a palette PNG (colour type 3, bit depth 8) with no ancillary chunks. */
export function encodePng(image: IndexedImage): Buffer {
  const { width, height, palette, pixels } = image;
  if (palette.length === 0 || palette.length > 256)
    throw new Error(`palette size ${palette.length}`);
  if (pixels.length !== width * height) throw new Error('pixel count does not match size');
  const ihdr = concat([u32(width), u32(height), Uint8Array.from([8, 3, 0, 0, 0])]);
  const plte = Uint8Array.from(palette.flatMap(([r, g, b]) => [r, g, b]));
  const idat = zlibDeflate(filterRows(image));
  return Buffer.from(
    concat([
      SIGNATURE,
      chunk('IHDR', ihdr),
      chunk('PLTE', plte),
      chunk('IDAT', idat),
      chunk('IEND', new Uint8Array(0)),
    ]),
  );
}

/** Width and height from a PNG's IHDR chunk (used to describe the asset). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}
