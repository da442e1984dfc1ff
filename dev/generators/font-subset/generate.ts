import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import {
  catalogueTexts,
  FONT_WEIGHTS,
  fontCharacters,
  SOURCE_FONT,
  SUBSET_FONT,
} from './characters';

/**
 * `npm run fonts:generate`: Geist Sans (variable) cut down to the characters and the weights
 * the pages use (./characters.ts), as app/geist-sans-latin.woff2, which app/fonts.ts serves.
 * The output is committed; run this again after a catalogue gains a new Latin character (a
 * unit test says when).
 */
const source = readFileSync(SOURCE_FONT);
const subset = await subsetFont(source, fontCharacters(catalogueTexts()), {
  targetFormat: 'woff2',
  variationAxes: { wght: FONT_WEIGHTS },
});
writeFileSync(SUBSET_FONT, subset);
console.log(`${SUBSET_FONT}: ${subset.length} bytes (the full font: ${source.length})`);
