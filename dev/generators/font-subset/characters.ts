import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SOURCE_FONT = 'node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2';
/** The subset app/fonts.ts serves (committed: a build needs no font tool). */
export const SUBSET_FONT = 'app/geist-sans-latin.woff2';

/**
 * The weights the font keeps (its `wght` axis cut down to this range): Tailwind's
 * font-normal to font-extrabold, the ones the pages use (a unit test checks). app/fonts.ts
 * declares the same range.
 */
export const FONT_WEIGHTS = { min: 400, max: 800 };

/** Tailwind's font-weight utilities and the weight each sets. */
const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

/** The weights the given sources ask for through Tailwind's `font-…` classes, each once. */
export function weightsUsed(sources: Iterable<string>): number[] {
  const used = new Set<number>();
  for (const source of sources)
    for (const match of source.matchAll(/\bfont-([a-z]+)\b/g)) {
      const weight = TAILWIND_WEIGHTS[match[1] ?? ''];
      if (weight) used.add(weight);
    }
  return [...used].sort((a, b) => a - b);
}

/** Where CJK and other wide scripts begin: those are drawn by the system's fonts (app/globals.css). */
const FIRST_WIDE_CODE_POINT = 0x2e80;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Always kept: printable ASCII and Latin-1 (names and course titles come from Contentful and
 * from members, not only from the catalogues).
 */
const BASE = [...range(0x20, 0x7e), ...range(0xa0, 0xff)];

/**
 * The characters the Latin font keeps: the base above and every character the given texts
 * use below the wide scripts (typographic quotes, dashes, arrows…), sorted, each once.
 */
export function fontCharacters(texts: Iterable<string>): string {
  const kept = new Set(BASE);
  for (const text of texts)
    for (const character of text) {
      const code = character.codePointAt(0)!;
      if (code >= 0x20 && code < FIRST_WIDE_CODE_POINT) kept.add(code);
    }
  return String.fromCodePoint(...[...kept].sort((a, b) => a - b));
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Every message of every catalogue (messages/<language>/<namespace>.json), in every language. */
export function catalogueTexts(root = 'messages'): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(join(root, language.name))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          stringsOf(JSON.parse(readFileSync(join(root, language.name, file), 'utf8'))),
        ),
    );
}
