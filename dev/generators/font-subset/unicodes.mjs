// Prints, as JSON, what a font file (woff2, woff or TrueType) holds: the code points it maps
// and its variation axes (`{ unicodes: [...], axes: { wght: { min, default, max } } }`):
// `node dev/generators/font-subset/unicodes.mjs <font>`. A separate ES module because
// harfbuzzjs initialises with a top-level await, which Jest's CommonJS cannot load.
import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';

const sfnt = await fontverter.convert(readFileSync(process.argv[2]), 'truetype');
const face = new Face(new Blob(sfnt), 0);
console.log(JSON.stringify({ unicodes: [...face.collectUnicodes()], axes: face.getAxisInfos() }));
