import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  catalogueTexts,
  fontCharacters,
  SOURCE_FONT,
  SUBSET_FONT,
} from '../font-subset/characters';

/** The committed Latin font against the catalogues it serves. */
function charactersOf(path: string): Set<number> {
  const script = 'dev/generators/font-subset/unicodes.mjs';
  return new Set(JSON.parse(execFileSync(process.execPath, [script, path], { encoding: 'utf8' })));
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
