import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { catalogueTexts, fontCharacters, SOURCE_FONT, SUBSET_FONT } from './characters';

/**
 * `npm run fonts:generate`: Geist Sans (variable, every weight) cut down to the characters
 * the pages use (./characters.ts), as app/geist-sans-latin.woff2, which app/fonts.ts serves.
 * The output is committed; run this again after a catalogue gains a new Latin character (a
 * unit test says when).
 */
const source = readFileSync(SOURCE_FONT);
const subset = await subsetFont(source, fontCharacters(catalogueTexts()), {
  targetFormat: 'woff2',
});
writeFileSync(SUBSET_FONT, subset);
console.log(`${SUBSET_FONT}: ${subset.length} bytes (the full font: ${source.length})`);
