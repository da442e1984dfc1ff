import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { ANNOUNCEMENTS } from './announcements';
import { buildSpaceExport, type OutputFile } from './export-data';
import { membersFile } from './members';
import { PLANS } from './plans';
import { readme } from './readme';

/**
 * Writes the demo content: export.json (a `contentful space export` file), the asset files
 * in the `--download-assets` layout, members.json, plans.json, announcements.json and README.md. Same bytes on every run.
 *
 *   npm run content:generate      # writes <repo>/content/
 */

export const ASSET_HOST_DIRS = ['images.ctfassets.net', 'assets.ctfassets.net'];

function json(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
}

/** Every file of the demo content, paths relative to the output folder, sorted. */
export async function buildDemoContent(): Promise<OutputFile[]> {
  const { spaceExport, files } = await buildSpaceExport();
  const all: OutputFile[] = [
    { path: 'announcements.json', data: json(ANNOUNCEMENTS) },
    { path: 'export.json', data: json(spaceExport) },
    { path: 'members.json', data: json(membersFile()) },
    { path: 'plans.json', data: json(PLANS) },
    { path: 'README.md', data: Buffer.from(readme(), 'utf8') },
    ...files,
  ];
  return all.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Regenerates `outDir`: removes the asset folders (so stale files do not linger), then
 * writes every file. Other files in `outDir` are left alone.
 */
export async function generateDemoContent(
  outDir: string,
): Promise<{ files: string[]; bytes: number }> {
  const files = await buildDemoContent();
  for (const dir of ASSET_HOST_DIRS) rmSync(join(outDir, dir), { recursive: true, force: true });
  for (const file of files) {
    const target = join(outDir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.data);
  }
  return {
    files: files.map((f) => f.path),
    bytes: files.reduce((sum, f) => sum + f.data.length, 0),
  };
}

// CLI entry. Detected through argv (not import.meta) so that Jest can import this module as CommonJS.
const script = process.argv[1] ? resolve(process.argv[1]) : '';
if (basename(script) === 'generate.ts' && basename(dirname(script)) === 'demo-content') {
  const outDir = resolve(dirname(script), '..', '..', '..', 'content');
  generateDemoContent(outDir).then(
    ({ files, bytes }) =>
      console.log(`Wrote ${files.length} files (${(bytes / 1024).toFixed(0)} KiB) to ${outDir}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
