import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  catalogueTexts,
  FONT_WEIGHTS,
  fontCharacters,
  SOURCE_FONT,
  SUBSET_FONT,
  weightsUsed,
} from '../font-subset/characters';

type FontContents = {
  unicodes: number[];
  axes: { wght?: { min: number; max: number } };
};

/** What a font file holds, read by harfbuzz (../font-subset/unicodes.mjs). */
function contentsOf(path: string): FontContents {
  const script = 'dev/generators/font-subset/unicodes.mjs';
  return JSON.parse(execFileSync(process.execPath, [script, path], { encoding: 'utf8' }));
}

const charactersOf = (path: string) => new Set(contentsOf(path).unicodes);

/** Every component and page source: where the pages' Tailwind classes are. */
function sources(): string[] {
  return ['app', 'components'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(join(root, file), 'utf8')),
  );
}

it('keeps ASCII, Latin-1 and the Latin characters the catalogues use; leaves CJK to the system', () => {
  const kept = fontCharacters(['Kelas “Asas” — 5 minit → ok', '蜡烛图 RM1,000']);
  for (const character of ['A', 'é', '“', '”', '—', '→', '£']) expect(kept).toContain(character);
  expect(kept).not.toMatch(/[蜡烛图]/);
  expect([...kept]).toEqual([...new Set(kept)]);
});

it('the served font has every character the pages’ catalogues use, and weighs less than half the full one', () => {
  const served = charactersOf(SUBSET_FONT);
  const needed = [...fontCharacters(catalogueTexts())].map((c) => c.codePointAt(0)!);
  const full = charactersOf(SOURCE_FONT);
  // A character the full font lacks is drawn by the system font either way.
  const missing = needed.filter((code) => full.has(code) && !served.has(code));
  expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
  expect(readFileSync(SUBSET_FONT).length).toBeLessThan(readFileSync(SOURCE_FONT).length / 2);
});

it('reads the weights the pages ask for from their Tailwind classes', () => {
  expect(weightsUsed(['<p className="font-bold text-sm">', "'font-semibold font-sans'"])).toEqual([
    600, 700,
  ]);
});

it('the served font keeps every weight the pages use, and app/fonts.ts declares its range', () => {
  const axis = contentsOf(SUBSET_FONT).axes.wght;
  expect(axis && { min: axis.min, max: axis.max }).toEqual(FONT_WEIGHTS);
  const { min, max } = FONT_WEIGHTS;
  for (const weight of weightsUsed(sources())) {
    expect(weight).toBeGreaterThanOrEqual(min);
    expect(weight).toBeLessThanOrEqual(max);
  }
  expect(readFileSync('app/fonts.ts', 'utf8')).toContain(`weight: '${min} ${max}'`);
});
