import { candles, PALETTE, percent, rect, seeded, svg, text, textLines } from './svg';

/** Placeholder phone screenshots for the TESTIMONIAL / RESULT mock-ups. */

const MARKETS = ['XAUUSD', 'EURUSD', 'GBPJPY', 'BTCUSD', 'ETHUSD', 'USDJPY'];
const HANDLES = ['ayu_fx', 'kenji.t', 'farah88', 'danial_gold', 'mei.ling', 'raj_trades', 'siti.n'];

function pick<T>(items: readonly T[], rand: () => number): T {
  return items[Math.floor(rand() * items.length)] ?? (items[0] as T);
}

export function chatScreen(index: number, width: number, height: number): string {
  const rand = seeded(1000 + index);
  const parts = [
    rect(0, 0, width, height, PALETTE.ink900),
    rect(0, 0, width, 44, PALETTE.ink800),
    text(14, 28, 14, PALETTE.light, '# member-results', "font-weight='bold'"),
  ];
  let y = 58;
  while (y < height - 60) {
    const handle = pick(HANDLES, rand);
    parts.push(
      `<circle cx='26' cy='${y + 12}' r='12' fill='${rand() > 0.5 ? PALETTE.brand500 : PALETTE.ink700}'/>`,
      text(46, y + 10, 11, PALETTE.brand400, handle, "font-weight='bold'"),
      textLines(rand, 46, y + 18, width - 70, 1 + Math.floor(rand() * 2), PALETTE.ink700),
    );
    y += 48;
    if (rand() > 0.45 && y < height - 150) {
      const market = pick(MARKETS, rand);
      parts.push(
        rect(46, y, width - 62, 110, PALETTE.ink950, 8),
        candles(rand, 52, y + 8, width - 74, 76),
        text(54, y + 102, 12, PALETTE.light, `${market} ${percent(rand)}`, "font-weight='bold'"),
      );
      y += 122;
    }
  }
  parts.push(
    rect(10, height - 40, width - 20, 30, PALETTE.ink800, 8),
    text(20, height - 21, 10, PALETTE.slate, `Illustrative placeholder ${index}`),
  );
  return svg(width, height, parts.join(''));
}

export function socialScreen(index: number, width: number, height: number): string {
  const rand = seeded(5000 + index);
  const parts = [
    rect(0, 0, width, height, '#f1f5f9'),
    rect(0, 0, width, 44, '#ffffff'),
    text(14, 28, 15, '#0f172a', 'Apex Traders', "font-weight='bold'"),
  ];
  let y = 54;
  while (y < height - 120) {
    const handle = pick(HANDLES, rand);
    parts.push(
      rect(8, y, width - 16, 220, '#ffffff', 10),
      `<circle cx='30' cy='${y + 22}' r='13' fill='${PALETTE.brand500}'/>`,
      text(50, y + 26, 11, '#0f172a', handle, "font-weight='bold'"),
      textLines(rand, 18, y + 44, width - 40, 2, '#cbd5e1'),
      rect(18, y + 72, width - 36, 110, PALETTE.ink900, 6),
      candles(rand, 24, y + 80, width - 48, 80, 12),
      text(
        26,
        y + 176,
        12,
        PALETTE.light,
        `${pick(MARKETS, rand)} ${percent(rand)}`,
        "font-weight='bold'",
      ),
      text(
        18,
        y + 206,
        10,
        '#475569',
        `${20 + Math.floor(rand() * 400)} likes · ${1 + Math.floor(rand() * 60)} comments`,
      ),
    );
    y += 232;
  }
  parts.push(text(14, height - 10, 10, '#64748b', `Illustrative placeholder ${index}`));
  return svg(width, height, parts.join(''));
}
