import { Canvas } from './canvas';
import { encodePng } from './png';

/** Labelled teaching diagrams embedded in class rich text. */

export const DIAGRAM_WIDTH = 960;
export const DIAGRAM_HEIGHT = 540;

export type DiagramKind = 'support-resistance' | 'candle-anatomy' | 'risk-reward';

const PAPER = '#f5f7fb';
const INK = '#1d2a3a';
const MUTED = '#8a97a8';
const GREEN = '#1f9d6b';
const RED = '#d2483f';
const BLUE = '#2f6fd6';
const GREEN_ZONE = '#d5f0e4';
const RED_ZONE = '#f8dcda';

function frame(canvas: Canvas, title: string): void {
  canvas.fillRect(0, 0, DIAGRAM_WIDTH, 64, INK);
  canvas.text(title, 32, 22, 3, '#ffffff');
  canvas.fillRect(32, DIAGRAM_HEIGHT - 40, DIAGRAM_WIDTH - 64, 2, MUTED);
}

function supportResistance(canvas: Canvas): void {
  frame(canvas, 'SUPPORT AND RESISTANCE ZONES');
  canvas.fillRect(32, 120, DIAGRAM_WIDTH - 64, 50, RED_ZONE);
  canvas.fillRect(32, 380, DIAGRAM_WIDTH - 64, 50, GREEN_ZONE);
  canvas.text('RESISTANCE', 40, 90, 3, RED);
  canvas.text('SUPPORT', 40, 444, 3, GREEN);
  const path: Array<[number, number]> = [
    [40, 300],
    [120, 395],
    [200, 250],
    [280, 140],
    [350, 260],
    [420, 405],
    [500, 300],
    [570, 150],
    [640, 230],
    [700, 130],
    [760, 210],
    [840, 110],
    [920, 76],
  ];
  canvas.polyline(path, 5, INK);
  for (const [x, y] of [
    [120, 395],
    [420, 405],
  ] as const)
    canvas.fillRect(x - 9, y - 9, 18, 18, GREEN);
  for (const [x, y] of [
    [280, 140],
    [570, 150],
    [700, 130],
  ] as const)
    canvas.fillRect(x - 9, y - 9, 18, 18, RED);
  canvas.text('BREAKOUT', DIAGRAM_WIDTH - 32, 186, 2, BLUE, 'right');
}

function candle(
  canvas: Canvas,
  x: number,
  open: number,
  close: number,
  high: number,
  low: number,
): void {
  const colour = close < open ? GREEN : RED;
  canvas.fillRect(x - 4, high, 8, low - high, colour);
  canvas.fillRect(x - 60, Math.min(open, close), 120, Math.abs(close - open), colour);
}

function leader(
  canvas: Canvas,
  fromX: number,
  toX: number,
  y: number,
  label: string,
  side: 'left' | 'right',
): void {
  canvas.dashedHLine(y, Math.min(fromX, toX), Math.max(fromX, toX), 8, 6, 2, MUTED);
  if (side === 'left') canvas.text(label, Math.min(fromX, toX) - 12, y - 7, 2, INK, 'right');
  else canvas.text(label, Math.max(fromX, toX) + 12, y - 7, 2, INK);
}

function candleAnatomy(canvas: Canvas): void {
  frame(canvas, 'ANATOMY OF A CANDLE');
  // y grows downwards, so a bullish close sits above its open.
  candle(canvas, 300, 380, 180, 110, 450);
  candle(canvas, 660, 170, 390, 120, 460);
  leader(canvas, 180, 296, 110, 'HIGH', 'left');
  leader(canvas, 180, 240, 180, 'CLOSE', 'left');
  leader(canvas, 180, 240, 380, 'OPEN', 'left');
  leader(canvas, 180, 296, 450, 'LOW', 'left');
  leader(canvas, 720, 800, 170, 'OPEN', 'right');
  leader(canvas, 720, 800, 390, 'CLOSE', 'right');
  leader(canvas, 664, 800, 130, 'WICK', 'right');
  leader(canvas, 720, 800, 280, 'BODY', 'right');
  canvas.text('BULLISH', 300, 476, 3, GREEN, 'center');
  canvas.text('BEARISH', 660, 476, 3, RED, 'center');
}

function riskReward(canvas: Canvas): void {
  frame(canvas, 'RISK TO REWARD 1:2');
  const left = 420;
  const right = 900;
  const target = 130;
  const entry = 310;
  const stop = 400;
  canvas.fillRect(left, target, right - left, entry - target, GREEN_ZONE);
  canvas.fillRect(left, entry, right - left, stop - entry, RED_ZONE);
  canvas.fillRect(left, target - 2, right - left, 4, GREEN);
  canvas.fillRect(left, entry - 2, right - left, 4, BLUE);
  canvas.fillRect(left, stop - 2, right - left, 4, RED);
  canvas.text('TARGET  2R', right - 10, target - 24, 2, GREEN, 'right');
  canvas.text('ENTRY', right - 10, entry - 24, 2, BLUE, 'right');
  canvas.text('STOP  1R', right - 10, stop + 14, 2, RED, 'right');
  canvas.polyline(
    [
      [40, 250],
      [110, 330],
      [180, 280],
      [250, 370],
      [330, 300],
      [420, 310],
      [500, 260],
      [560, 290],
      [640, 200],
      [700, 230],
      [780, 140],
    ],
    5,
    INK,
  );
  canvas.text('REWARD', left + 20, 200, 3, GREEN);
  canvas.text('RISK', left + 20, 345, 3, RED);
}

export function renderDiagram(kind: DiagramKind): Buffer {
  const canvas = new Canvas(DIAGRAM_WIDTH, DIAGRAM_HEIGHT, PAPER);
  if (kind === 'support-resistance') supportResistance(canvas);
  else if (kind === 'candle-anatomy') candleAnatomy(canvas);
  else riskReward(canvas);
  return encodePng(canvas.toImage());
}
