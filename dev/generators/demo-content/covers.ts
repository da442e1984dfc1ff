import { seededByText } from '../seeded-random';
import { dashedLine, polyline, rect, svg, type Point } from '../svg';

/** Abstract chart-like course covers as SVG: gradient backdrop, grid, a seeded price series. */

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export interface CoverStyle {
  /** Seeds the price series, so each cover gets its own shape. */
  seed: string;
  variant: 'candles' | 'bars' | 'area';
  gradient: 'vertical' | 'horizontal';
  backgroundFrom: string;
  backgroundTo: string;
  grid: string;
  up: string;
  down: string;
  accent: string;
  /** Average change per step; positive trends up. */
  drift: number;
}

interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

function priceSeries(random: () => number, count: number, drift: number): Candle[] {
  const candles: Candle[] = [];
  let close = 100;
  for (let i = 0; i < count; i++) {
    const open = close;
    close = open + drift + (random() - 0.5) * 6;
    const high = Math.max(open, close) + random() * 2.5;
    const low = Math.min(open, close) - random() * 2.5;
    candles.push({ open, high, low, close });
  }
  return candles;
}

const CHART = { left: 80, right: 1120, top: 120, bottom: 540 };

function scaler(candles: Candle[]): (price: number) => number {
  const max = Math.max(...candles.map((c) => c.high));
  const min = Math.min(...candles.map((c) => c.low));
  const span = Math.max(1e-6, max - min);
  return (price) => Math.round(CHART.bottom - ((price - min) / span) * (CHART.bottom - CHART.top));
}

function backdrop(style: CoverStyle): string[] {
  const end = style.gradient === 'vertical' ? "x2='0' y2='1'" : "x2='1' y2='0'";
  const parts = [
    `<defs><linearGradient id='backdrop' x1='0' y1='0' ${end}><stop offset='0' stop-color='${style.backgroundFrom}'/><stop offset='1' stop-color='${style.backgroundTo}'/></linearGradient></defs>`,
    rect(0, 0, COVER_WIDTH, COVER_HEIGHT, 'url(#backdrop)'),
  ];
  for (let y = 75; y < COVER_HEIGHT; y += 75) parts.push(rect(0, y, COVER_WIDTH, 1, style.grid));
  for (let x = 120; x < COVER_WIDTH; x += 120) parts.push(rect(x, 0, 1, COVER_HEIGHT, style.grid));
  // A small mark in the corner: three rising bars.
  [28, 44, 60].forEach((h, i) => parts.push(rect(56 + i * 22, 84 - h, 14, h, style.accent)));
  return parts;
}

function candleChart(style: CoverStyle, candles: Candle[]): string[] {
  const y = scaler(candles);
  const slot = (CHART.right - CHART.left) / candles.length;
  const centres = candles.map((_, i) => Math.round(CHART.left + slot * (i + 0.5)));
  const parts = candles.flatMap((c, i) => {
    const x = centres[i] ?? 0;
    const colour = c.close >= c.open ? style.up : style.down;
    const top = y(Math.max(c.open, c.close));
    return [
      rect(x - 2, y(c.high), 4, y(c.low) - y(c.high), colour),
      rect(x - 11, top, 22, Math.max(3, y(Math.min(c.open, c.close)) - top), colour),
    ];
  });
  const average = candles.map((_, i) => {
    const window = candles.slice(Math.max(0, i - 4), i + 1);
    return window.reduce((sum, c) => sum + c.close, 0) / window.length;
  });
  parts.push(
    polyline(
      average.map((v, i): Point => [centres[i] ?? 0, y(v)]),
      4,
      style.accent,
    ),
  );
  return parts;
}

function barChart(style: CoverStyle, candles: Candle[]): string[] {
  const y = scaler(candles);
  const random = seededByText(`${style.seed}:volume`);
  const slot = (CHART.right - CHART.left) / candles.length;
  return candles.flatMap((c, i) => {
    const x = Math.round(CHART.left + slot * (i + 0.5));
    const colour = c.close >= c.open ? style.up : style.down;
    const volume = Math.round(18 + random() * 52);
    return [
      rect(x - 2, y(c.high), 4, y(c.low) - y(c.high), colour),
      rect(x - 12, y(c.open) - 2, 10, 4, colour),
      rect(x + 2, y(c.close) - 2, 10, 4, colour),
      `<rect x='${x - 8}' y='${640 - volume}' width='16' height='${volume}' fill='${style.up}' fill-opacity='0.35'/>`,
    ];
  });
}

function areaChart(style: CoverStyle, candles: Candle[]): string[] {
  const y = scaler(candles);
  const step = (CHART.right - CHART.left) / (candles.length - 1);
  const points = candles.map((c, i): Point => [Math.round(CHART.left + step * i), y(c.close)]);
  const first = points[0]?.[0] ?? CHART.left;
  const last = points.at(-1)?.[0] ?? CHART.right;
  const area = [...points, [last, 600], [first, 600]].map(([px, py]) => `${px},${py}`).join(' ');
  const closes = candles.map((c) => c.close);
  return [
    `<polygon points='${area}' fill='${style.accent}' fill-opacity='0.3'/>`,
    dashedLine(y(Math.max(...closes)), CHART.left, CHART.right, [26, 14], 3, style.down),
    dashedLine(y(Math.min(...closes)), CHART.left, CHART.right, [26, 14], 3, style.up),
    polyline(points, 5, style.accent),
  ];
}

export function coverSvg(style: CoverStyle): string {
  const random = seededByText(style.seed);
  const chart =
    style.variant === 'candles'
      ? candleChart(style, priceSeries(random, 28, style.drift))
      : style.variant === 'bars'
        ? barChart(style, priceSeries(random, 34, style.drift))
        : areaChart(style, priceSeries(random, 90, style.drift * 0.4));
  return svg(COVER_WIDTH, COVER_HEIGHT, [...backdrop(style), ...chart].join(''));
}
