import { candles, PALETTE, rect, seeded, svg, text, textLines } from './svg';

/** Larger placeholder artwork: Why Us pictures, video posters, the social card and the logo. */

const GLOW = `<defs><radialGradient id='glow' cx='30%' cy='20%' r='80%'><stop offset='0' stop-color='${PALETTE.brand500}' stop-opacity='0.35'/><stop offset='1' stop-color='${PALETTE.ink950}' stop-opacity='0'/></radialGradient></defs>`;

function backdrop(width: number, height: number): string {
  return GLOW + rect(0, 0, width, height, PALETTE.ink900) + rect(0, 0, width, height, 'url(#glow)');
}

export function whyPicture(kind: 'coaching' | 'community' | 'library', w: number, h: number) {
  const rand = seeded(kind.length * 97);
  const parts = [backdrop(w, h)];
  if (kind === 'coaching') {
    parts.push(
      rect(60, 60, w - 120, h - 170, PALETTE.ink950, 12),
      candles(rand, 80, 80, w - 160, h - 210, 18),
      `<circle cx='120' cy='${h - 60}' r='30' fill='${PALETTE.brand500}'/>`,
      textLines(rand, 170, h - 80, w - 260, 3, PALETTE.ink700),
    );
  } else if (kind === 'community') {
    const nodes = Array.from(
      { length: 9 },
      () => [60 + rand() * (w - 120), 60 + rand() * (h - 120)] as const,
    );
    for (const [x1, y1] of nodes)
      for (const [x2, y2] of nodes)
        if (rand() > 0.8)
          parts.push(
            `<line x1='${x1}' y1='${y1}' x2='${x2}' y2='${y2}' stroke='${PALETTE.ink700}' stroke-width='2'/>`,
          );
    for (const [x, y] of nodes)
      parts.push(
        `<circle cx='${x}' cy='${y}' r='${16 + rand() * 14}' fill='${rand() > 0.5 ? PALETTE.brand500 : PALETTE.brand400}'/>`,
      );
  } else {
    parts.push(
      rect(110, 70, w - 220, h - 170, PALETTE.ink700, 14),
      rect(126, 86, w - 252, h - 202, PALETTE.ink950, 6),
      rect(70, h - 100, w - 140, 18, PALETTE.ink700, 6),
      ...Array.from(
        { length: 3 },
        (_, i) =>
          rect(146, 106 + i * 74, w - 292, 58, PALETTE.ink800, 8) +
          rect(158, 118 + i * 74, 52, 34, PALETTE.brand500, 4) +
          textLines(rand, 222, 120 + i * 74, w - 400, 2, PALETTE.ink700),
      ),
    );
  }
  return svg(w, h, parts.join(''));
}

export function videoPoster(index: number, title: string, w: number, h: number) {
  const rand = seeded(300 + index);
  return svg(
    w,
    h,
    [
      backdrop(w, h),
      candles(rand, 40, 40, w - 80, h - 140, 16),
      rect(0, h - 84, w, 84, PALETTE.ink950),
      text(
        28,
        h - 36,
        24,
        PALETTE.light,
        title.replace(/^Member story: /, ''),
        "font-weight='bold'",
      ),
    ].join(''),
  );
}

export function socialCard(name: string, headline: string, w: number, h: number) {
  const rand = seeded(42);
  return svg(
    w,
    h,
    [
      backdrop(w, h),
      candles(rand, 72, 430, w - 144, h - 470, 28),
      text(
        72,
        150,
        34,
        PALETTE.brand400,
        name.toUpperCase(),
        "font-weight='bold' letter-spacing='4'",
      ),
      text(
        72,
        300,
        64,
        PALETTE.light,
        headline.split(' ').slice(0, 3).join(' '),
        "font-weight='bold'",
      ),
      text(
        72,
        380,
        64,
        PALETTE.light,
        headline.split(' ').slice(3).join(' '),
        "font-weight='bold'",
      ),
    ].join(''),
  );
}

export function logo(size: number) {
  return svg(
    size,
    size,
    [
      rect(0, 0, size, size, PALETTE.ink800, size / 4),
      `<path d='M${size * 0.2} ${size * 0.75} L${size * 0.45} ${size * 0.4} L${size * 0.6} ${size * 0.58} L${size * 0.8} ${size * 0.25}' stroke='${PALETTE.brand400}' stroke-width='${size / 10}' fill='none' stroke-linecap='round' stroke-linejoin='round'/>`,
    ].join(''),
  );
}
