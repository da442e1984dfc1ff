/**
 * A 5x7 pixel font (upper case, digits, a little punctuation) for diagram labels, drawn as
 * SVG squares: no system font is involved, so the rasterised images are the same bytes on
 * every machine (content/ is checked in and compared with a fresh run).
 * Each glyph is seven rows of five cells; '#' is ink.
 */
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '-': '..... ..... ..... ##### ..... ..... .....',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  '%': '##..# ##..# ...#. ..#.. .#... #..## #..##',
  '/': '....# ....# ...#. ..#.. .#... #.... #....',
};

const GLYPH_WIDTH = 5;

/** The ink cells of a glyph as [column, row] pairs; unknown characters throw. */
function glyphCells(char: string): Array<[number, number]> {
  const glyph = GLYPHS[char.toUpperCase()];
  if (glyph === undefined) throw new Error(`font has no glyph for ${JSON.stringify(char)}`);
  const cells: Array<[number, number]> = [];
  glyph.split(' ').forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '#') cells.push([x, y]);
  });
  return cells;
}

/** Width in pixels of a label at the given scale (one blank column between glyphs). */
function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
}

/**
 * A label as one SVG path of `scale`-sized squares, its top at y; `align` positions it
 * relative to x.
 */
export function pixelText(
  label: string,
  x: number,
  y: number,
  scale: number,
  fill: string,
  align: 'left' | 'center' | 'right' = 'left',
): string {
  const width = textWidth(label, scale);
  let cursor = align === 'left' ? x : align === 'center' ? x - Math.floor(width / 2) : x - width;
  const squares: string[] = [];
  for (const char of label) {
    for (const [cx, cy] of glyphCells(char))
      squares.push(`M${cursor + cx * scale} ${y + cy * scale}h${scale}v${scale}h-${scale}z`);
    cursor += (GLYPH_WIDTH + 1) * scale;
  }
  return `<path d='${squares.join('')}' fill='${fill}'/>`;
}
