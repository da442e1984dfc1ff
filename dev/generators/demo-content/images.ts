import sharp from 'sharp';
import { coverSvg, type CoverStyle } from './covers';
import { diagramSvg, type DiagramKind } from './diagrams';

/** Image assets: one cover per course that has one, and the diagrams used in lessons. */
export interface ImageSpec {
  id: string;
  fileName: string;
  title: string;
  description: string;
  svg: () => string;
}

export interface Png {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Rasterises an image with sharp. The same SVG and settings give the same bytes; sharp
 * writes no date or other metadata into the PNG.
 */
export async function renderPng(image: ImageSpec): Promise<Png> {
  const { data, info } = await sharp(Buffer.from(image.svg()))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function cover(
  id: string,
  fileName: string,
  title: string,
  description: string,
  style: Omit<CoverStyle, 'seed'>,
): ImageSpec {
  return { id, fileName, title, description, svg: () => coverSvg({ ...style, seed: id }) };
}

function diagram(
  id: string,
  kind: DiagramKind,
  fileName: string,
  title: string,
  description: string,
): ImageSpec {
  return { id, fileName, title, description, svg: () => diagramSvg(kind) };
}

export const IMAGES: ImageSpec[] = [
  cover(
    'cover-market-basics',
    'how-markets-move-cover.png',
    'How Markets Move cover',
    'Rising candlesticks with a moving average on a deep blue background.',
    {
      variant: 'candles',
      gradient: 'vertical',
      backgroundFrom: '#0d1b2a',
      backgroundTo: '#1b3a5c',
      grid: '#22405f',
      up: '#2ec27e',
      down: '#e5534b',
      accent: '#f5c542',
      drift: 0.6,
    },
  ),
  cover(
    'cover-forex-essentials',
    'forex-essentials-cover.png',
    'Forex Essentials cover',
    'Price bars with volume columns on a purple background.',
    {
      variant: 'bars',
      gradient: 'horizontal',
      backgroundFrom: '#1a1033',
      backgroundTo: '#3b1f5e',
      grid: '#40296a',
      up: '#5ad1c8',
      down: '#ff7a90',
      accent: '#ffd166',
      drift: -0.3,
    },
  ),
  cover(
    'cover-support-resistance',
    'support-resistance-cover.png',
    'Support and Resistance cover',
    'A price line between two dashed levels on a green background.',
    {
      variant: 'area',
      gradient: 'vertical',
      backgroundFrom: '#10261c',
      backgroundTo: '#1f4a34',
      grid: '#285a41',
      up: '#7be495',
      down: '#ff8c61',
      accent: '#e9c46a',
      drift: 0.5,
    },
  ),
  cover(
    'cover-candlesticks',
    'reading-candlesticks-cover.png',
    'Reading Candlesticks cover',
    'Warm-toned candlesticks drifting lower with a light blue average line.',
    {
      variant: 'candles',
      gradient: 'horizontal',
      backgroundFrom: '#2b1a12',
      backgroundTo: '#5a3320',
      grid: '#61402c',
      up: '#f4d35e',
      down: '#ee6c4d',
      accent: '#8ecae6',
      drift: -0.4,
    },
  ),
  cover(
    'cover-untitled',
    'chart-patterns-cover.png',
    'Chart patterns cover',
    'A teal area chart with support and resistance levels.',
    {
      variant: 'area',
      gradient: 'horizontal',
      backgroundFrom: '#0f2630',
      backgroundTo: '#1d4e5f',
      grid: '#245a6b',
      up: '#a8dadc',
      down: '#f28482',
      accent: '#f6bd60',
      drift: 0.2,
    },
  ),
  cover(
    'cover-risk-management',
    'risk-management-cover.png',
    'Risk Management Rules cover',
    'Price bars and volume on a dark crimson background.',
    {
      variant: 'bars',
      gradient: 'vertical',
      backgroundFrom: '#2a0f1a',
      backgroundTo: '#54203a',
      grid: '#5c2a43',
      up: '#9be7a1',
      down: '#ff6b6b',
      accent: '#ffe066',
      drift: 0.3,
    },
  ),
  cover(
    'cover-gold-playbook',
    'gold-playbook-cover.png',
    'Gold Trading Playbook cover',
    'Gold-coloured candlesticks in a strong uptrend.',
    {
      variant: 'candles',
      gradient: 'vertical',
      backgroundFrom: '#1f1a0b',
      backgroundTo: '#4a3b12',
      grid: '#55461c',
      up: '#ffd166',
      down: '#c1666b',
      accent: '#fff3b0',
      drift: 0.8,
    },
  ),
  diagram(
    'diagram-support-resistance',
    'support-resistance',
    'support-resistance-diagram.png',
    'Support and resistance zones',
    'Price bouncing between a support zone and a resistance zone, then breaking out above resistance.',
  ),
  diagram(
    'diagram-candle-anatomy',
    'candle-anatomy',
    'candle-anatomy-diagram.png',
    'Anatomy of a candle',
    'A bullish and a bearish candle with open, close, high, low, body and wick labelled.',
  ),
  diagram(
    'diagram-risk-reward',
    'risk-reward',
    'risk-reward-diagram.png',
    'Risk to reward of 1 to 2',
    'An entry with the stop one unit of risk below and the target two units above.',
  ),
];
