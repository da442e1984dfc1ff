import { seededByText } from '../seeded-random';
import { escapeXml, rect } from '../svg';

export { rect, svg } from '../svg';

/**
 * Original placeholder artwork as SVG strings: no fonts beyond a generic sans, no external
 * material. A seeded generator keeps every run byte-identical.
 */

export const PALETTE = {
  ink950: '#05070d',
  ink900: '#0b1020',
  ink800: '#131a2e',
  ink700: '#1e2742',
  brand400: '#34d399',
  brand500: '#10b981',
  red: '#f87171',
  slate: '#94a3b8',
  light: '#e2e8f0',
} as const;

export type Random = () => number;

/** The demo content's deterministic generator, so both art scripts draw alike. */
export const seeded = (seed: string | number): Random => seededByText(`marketing-${seed}`);

const FONT = "font-family='DejaVu Sans, Arial, sans-serif'";

export function text(x: number, y: number, size: number, fill: string, value: string, extra = '') {
  return `<text x='${x}' y='${y}' font-size='${size}' fill='${fill}' ${FONT} ${extra}>${escapeXml(value)}</text>`;
}

/** A rising candlestick chart inside the given box. */
export function candles(rand: Random, x: number, y: number, w: number, h: number, count = 14) {
  const step = w / count;
  let level = h * 0.7;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const move = (rand() - 0.35) * h * 0.18;
    const open = level;
    const close = Math.min(h * 0.92, Math.max(h * 0.08, level - move));
    const up = close < open;
    const top = Math.min(open, close);
    const bodyHeight = Math.max(2, Math.abs(open - close));
    const cx = x + i * step + step / 2;
    const colour = up ? PALETTE.brand400 : PALETTE.red;
    parts.push(
      `<line x1='${cx}' x2='${cx}' y1='${y + top - 6}' y2='${y + top + bodyHeight + 6}' stroke='${colour}' stroke-width='1.5'/>`,
      rect(cx - step * 0.3, y + top, step * 0.6, bodyHeight, colour, 1),
    );
    level = close;
  }
  return parts.join('');
}

/** Grey bars standing in for lines of text. */
export function textLines(
  rand: Random,
  x: number,
  y: number,
  maxWidth: number,
  lines: number,
  fill: string,
) {
  return Array.from({ length: lines }, (_, i) =>
    rect(x, y + i * 12, maxWidth * (0.45 + rand() * 0.55), 7, fill, 3),
  ).join('');
}

export function percent(rand: Random): string {
  return `+${(1 + rand() * 9).toFixed(1)}%`;
}
