import { dashedLine, polyline, rect, svg, type Point } from '../svg';
import { pixelText } from './font';

/** Labelled teaching diagrams embedded in class rich text, as SVG. */

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

function frame(title: string): string[] {
  return [
    rect(0, 0, DIAGRAM_WIDTH, DIAGRAM_HEIGHT, PAPER),
    rect(0, 0, DIAGRAM_WIDTH, 64, INK),
    pixelText(title, 32, 22, 3, '#ffffff'),
    rect(32, DIAGRAM_HEIGHT - 40, DIAGRAM_WIDTH - 64, 2, MUTED),
  ];
}

const marker = ([x, y]: Point, colour: string) => rect(x - 9, y - 9, 18, 18, colour);

function supportResistance(): string[] {
  const path: Point[] = [
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
  const bounces: Point[] = [
    [120, 395],
    [420, 405],
  ];
  const rejections: Point[] = [
    [280, 140],
    [570, 150],
    [700, 130],
  ];
  return [
    ...frame('SUPPORT AND RESISTANCE ZONES'),
    rect(32, 120, DIAGRAM_WIDTH - 64, 50, RED_ZONE),
    rect(32, 380, DIAGRAM_WIDTH - 64, 50, GREEN_ZONE),
    pixelText('RESISTANCE', 40, 90, 3, RED),
    pixelText('SUPPORT', 40, 444, 3, GREEN),
    polyline(path, 5, INK),
    ...bounces.map((p) => marker(p, GREEN)),
    ...rejections.map((p) => marker(p, RED)),
    pixelText('BREAKOUT', DIAGRAM_WIDTH - 32, 186, 2, BLUE, 'right'),
  ];
}

function candle(x: number, open: number, close: number, high: number, low: number): string[] {
  // y grows downwards, so a bullish close sits above its open.
  const colour = close < open ? GREEN : RED;
  return [
    rect(x - 4, high, 8, low - high, colour),
    rect(x - 60, Math.min(open, close), 120, Math.abs(close - open), colour),
  ];
}

function leader(fromX: number, toX: number, y: number, label: string, side: 'left' | 'right') {
  const [left, right] = [Math.min(fromX, toX), Math.max(fromX, toX)];
  return [
    dashedLine(y, left, right, [8, 6], 2, MUTED),
    side === 'left'
      ? pixelText(label, left - 12, y - 7, 2, INK, 'right')
      : pixelText(label, right + 12, y - 7, 2, INK),
  ];
}

function candleAnatomy(): string[] {
  return [
    ...frame('ANATOMY OF A CANDLE'),
    ...candle(300, 380, 180, 110, 450),
    ...candle(660, 170, 390, 120, 460),
    ...leader(180, 296, 110, 'HIGH', 'left'),
    ...leader(180, 240, 180, 'CLOSE', 'left'),
    ...leader(180, 240, 380, 'OPEN', 'left'),
    ...leader(180, 296, 450, 'LOW', 'left'),
    ...leader(720, 800, 170, 'OPEN', 'right'),
    ...leader(720, 800, 390, 'CLOSE', 'right'),
    ...leader(664, 800, 130, 'WICK', 'right'),
    ...leader(720, 800, 280, 'BODY', 'right'),
    pixelText('BULLISH', 300, 476, 3, GREEN, 'center'),
    pixelText('BEARISH', 660, 476, 3, RED, 'center'),
  ];
}

function riskReward(): string[] {
  const [left, right] = [420, 900];
  const [target, entry, stop] = [130, 310, 400];
  const price: Point[] = [
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
  ];
  return [
    ...frame('RISK TO REWARD 1:2'),
    rect(left, target, right - left, entry - target, GREEN_ZONE),
    rect(left, entry, right - left, stop - entry, RED_ZONE),
    rect(left, target - 2, right - left, 4, GREEN),
    rect(left, entry - 2, right - left, 4, BLUE),
    rect(left, stop - 2, right - left, 4, RED),
    pixelText('TARGET  2R', right - 10, target - 24, 2, GREEN, 'right'),
    pixelText('ENTRY', right - 10, entry - 24, 2, BLUE, 'right'),
    pixelText('STOP  1R', right - 10, stop + 14, 2, RED, 'right'),
    polyline(price, 5, INK),
    pixelText('REWARD', left + 20, 200, 3, GREEN),
    pixelText('RISK', left + 20, 345, 3, RED),
  ];
}

const DRAW: Record<DiagramKind, () => string[]> = {
  'support-resistance': supportResistance,
  'candle-anatomy': candleAnatomy,
  'risk-reward': riskReward,
};

export function diagramSvg(kind: DiagramKind): string {
  return svg(DIAGRAM_WIDTH, DIAGRAM_HEIGHT, DRAW[kind]().join(''));
}
