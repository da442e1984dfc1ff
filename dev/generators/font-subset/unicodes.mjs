// Prints, as a JSON array, the code points a font file (woff2, woff or TrueType) maps:
// `node dev/generators/font-subset/unicodes.mjs <font>`. A separate ES module because
// harfbuzzjs initialises with a top-level await, which Jest's CommonJS cannot load.
import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

const sfnt = await fontverter.convert(readFileSync(process.argv[2]), 'truetype');
console.log(JSON.stringify([...new Face(new Blob(sfnt), 0).collectUnicodes()]));
