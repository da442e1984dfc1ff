import { Canvas, mix } from './canvas';
import { encodePng } from './png';
import { seededByText } from '../seeded-random';

/** Abstract chart-like course covers: gradient backdrop, grid, and a seeded price series. */

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

/** mulberry32 seeded with FNV-1a of the seed string: integer maths only, same on every machine. */
export const seededRandom = seededByText;

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

function drawBackdrop(canvas: Canvas, style: CoverStyle): void {
  if (style.gradient === 'vertical')
    canvas.verticalGradient(style.backgroundFrom, style.backgroundTo, 48);
  else canvas.horizontalGradient(style.backgroundFrom, style.backgroundTo, 48);
  for (let y = 75; y < COVER_HEIGHT; y += 75) canvas.fillRect(0, y, COVER_WIDTH, 1, style.grid);
  for (let x = 120; x < COVER_WIDTH; x += 120) canvas.fillRect(x, 0, 1, COVER_HEIGHT, style.grid);
  // A small mark in the corner: three rising bars.
  [28, 44, 60].forEach((h, i) => canvas.fillRect(56 + i * 22, 84 - h, 14, h, style.accent));
}

function drawCandles(canvas: Canvas, style: CoverStyle, candles: Candle[]): void {
  const y = scaler(candles);
  const slot = (CHART.right - CHART.left) / candles.length;
  const centres = candles.map((_, i) => Math.round(CHART.left + slot * (i + 0.5)));
  candles.forEach((c, i) => {
    const x = centres[i] ?? 0;
    const colour = c.close >= c.open ? style.up : style.down;
    canvas.fillRect(x - 2, y(c.high), 4, y(c.low) - y(c.high), colour);
    const top = y(Math.max(c.open, c.close));
    canvas.fillRect(x - 11, top, 22, Math.max(3, y(Math.min(c.open, c.close)) - top), colour);
  });
  const average = candles.map((_, i) => {
    const window = candles.slice(Math.max(0, i - 4), i + 1);
    return window.reduce((sum, c) => sum + c.close, 0) / window.length;
  });
  canvas.polyline(
    average.map((v, i) => [centres[i] ?? 0, y(v)] as const),
    4,
    style.accent,
  );
}

function drawBars(canvas: Canvas, style: CoverStyle, candles: Candle[]): void {
  const y = scaler(candles);
  const random = seededRandom(`${style.seed}:volume`);
  const slot = (CHART.right - CHART.left) / candles.length;
  const volume = mix(style.backgroundTo, style.up, 0.35);
  candles.forEach((c, i) => {
    const x = Math.round(CHART.left + slot * (i + 0.5));
    const colour = c.close >= c.open ? style.up : style.down;
    canvas.fillRect(x - 2, y(c.high), 4, y(c.low) - y(c.high), colour);
    canvas.fillRect(x - 12, y(c.open) - 2, 10, 4, colour);
    canvas.fillRect(x + 2, y(c.close) - 2, 10, 4, colour);
    const h = Math.round(18 + random() * 52);
    canvas.fillRect(x - 8, 640 - h, 16, h, volume);
  });
}

function drawArea(canvas: Canvas, style: CoverStyle, candles: Candle[]): void {
  const y = scaler(candles);
  const step = (CHART.right - CHART.left) / (candles.length - 1);
  const points = candles.map((c, i) => [Math.round(CHART.left + step * i), y(c.close)] as const);
  canvas.fillUnder(points, 600, mix(style.backgroundTo, style.accent, 0.3));
  const highs = candles.map((c) => c.close);
  canvas.dashedHLine(y(Math.max(...highs)), CHART.left, CHART.right, 26, 14, 3, style.down);
  canvas.dashedHLine(y(Math.min(...highs)), CHART.left, CHART.right, 26, 14, 3, style.up);
  canvas.polyline(points, 5, style.accent);
}

export function renderCover(style: CoverStyle): Buffer {
  const canvas = new Canvas(COVER_WIDTH, COVER_HEIGHT, style.backgroundFrom);
  drawBackdrop(canvas, style);
  const random = seededRandom(style.seed);
  if (style.variant === 'candles') drawCandles(canvas, style, priceSeries(random, 28, style.drift));
  else if (style.variant === 'bars') drawBars(canvas, style, priceSeries(random, 34, style.drift));
  else drawArea(canvas, style, priceSeries(random, 90, style.drift * 0.4));
  return encodePng(canvas.toImage());
}
