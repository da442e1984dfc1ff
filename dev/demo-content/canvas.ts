import { GLYPH_HEIGHT, glyphCells, textWidth } from './font';
import type { IndexedImage } from './png';

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [
    parseInt(match[1] ?? '0', 16),
    parseInt(match[2] ?? '0', 16),
    parseInt(match[3] ?? '0', 16),
  ];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two #rrggbb colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const channel = (i: 0 | 1 | 2): number => Math.round(a[i] + (b[i] - a[i]) * t);
  return toHex([channel(0), channel(1), channel(2)]);
}

/** A palette-indexed drawing surface with integer-only, anti-aliasing-free primitives. */
export class Canvas {
  readonly pixels: Uint8Array;
  private readonly palette: Rgb[] = [];
  private readonly indexOf = new Map<string, number>();

  constructor(
    readonly width: number,
    readonly height: number,
    background: string,
  ) {
    this.pixels = new Uint8Array(width * height);
    this.ink(background); // index 0
  }

  /** Palette index of a colour, adding it on first use. */
  ink(hex: string): number {
    const key = hex.toLowerCase();
    const known = this.indexOf.get(key);
    if (known !== undefined) return known;
    if (this.palette.length === 256) throw new Error('palette is full');
    this.palette.push(parseHex(key));
    this.indexOf.set(key, this.palette.length - 1);
    return this.palette.length - 1;
  }

  fillRect(x: number, y: number, w: number, h: number, hex: string): void {
    const c = this.ink(hex);
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    for (let yy = y0; yy < y1; yy++)
      this.pixels.fill(c, yy * this.width + x0, yy * this.width + Math.max(x0, x1));
  }

  /** Horizontal bands stepping from `top` to `bottom` colour. */
  verticalGradient(top: string, bottom: string, steps: number): void {
    for (let s = 0; s < steps; s++) {
      const y0 = Math.floor((s * this.height) / steps);
      const y1 = Math.floor(((s + 1) * this.height) / steps);
      this.fillRect(0, y0, this.width, y1 - y0, mix(top, bottom, s / Math.max(1, steps - 1)));
    }
  }

  /** Vertical bands stepping from `left` to `right` colour. */
  horizontalGradient(left: string, right: string, steps: number): void {
    for (let s = 0; s < steps; s++) {
      const x0 = Math.floor((s * this.width) / steps);
      const x1 = Math.floor(((s + 1) * this.width) / steps);
      this.fillRect(x0, 0, x1 - x0, this.height, mix(left, right, s / Math.max(1, steps - 1)));
    }
  }

  /** A straight line drawn with a square brush of `thickness` pixels (Bresenham). */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, hex: string): void {
    let x = Math.round(x0);
    let y = Math.round(y0);
    const xe = Math.round(x1);
    const ye = Math.round(y1);
    const dx = Math.abs(xe - x);
    const dy = -Math.abs(ye - y);
    const sx = x < xe ? 1 : -1;
    const sy = y < ye ? 1 : -1;
    const half = Math.floor(thickness / 2);
    let err = dx + dy;
    for (;;) {
      this.fillRect(x - half, y - half, thickness, thickness, hex);
      if (x === xe && y === ye) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  polyline(points: ReadonlyArray<readonly [number, number]>, thickness: number, hex: string): void {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (a && b) this.line(a[0], a[1], b[0], b[1], thickness, hex);
    }
  }

  dashedHLine(
    y: number,
    x0: number,
    x1: number,
    dash: number,
    gap: number,
    thickness: number,
    hex: string,
  ): void {
    for (let x = x0; x < x1; x += dash + gap)
      this.fillRect(x, y - Math.floor(thickness / 2), Math.min(dash, x1 - x), thickness, hex);
  }

  /** Fills the area between a polyline and the horizontal line at `baseY`, column by column. */
  fillUnder(points: ReadonlyArray<readonly [number, number]>, baseY: number, hex: string): void {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (!a || !b) continue;
      for (let x = Math.round(a[0]); x < Math.round(b[0]); x++) {
        const t = (x - a[0]) / Math.max(1, b[0] - a[0]);
        const y = Math.round(a[1] + (b[1] - a[1]) * t);
        this.fillRect(x, y, 1, baseY - y, hex);
      }
    }
  }

  /** Draws a label with the 5x7 font; `align` positions it relative to x. */
  text(
    label: string,
    x: number,
    y: number,
    scale: number,
    hex: string,
    align: 'left' | 'center' | 'right' = 'left',
  ): void {
    const width = textWidth(label, scale);
    let cursor = align === 'left' ? x : align === 'center' ? x - Math.floor(width / 2) : x - width;
    for (const char of label) {
      for (const [cx, cy] of glyphCells(char))
        this.fillRect(cursor + cx * scale, y + cy * scale, scale, scale, hex);
      cursor += 6 * scale;
    }
  }

  textHeight(scale: number): number {
    return GLYPH_HEIGHT * scale;
  }

  toImage(): IndexedImage {
    return { width: this.width, height: this.height, palette: this.palette, pixels: this.pixels };
  }
}
