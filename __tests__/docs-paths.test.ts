import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

/**
 * The guides name the repository's files as they are: every repo path README.md and docs/*.md
 * mention in code spans, links or README's architecture map must exist, and no markdown file
 * may keep a merge-conflict marker.
 */
const ROOT = process.cwd();
const ROOTS = [
  'app',
  'components',
  'lib',
  'dev',
  'bench',
  'e2e',
  'cli',
  'docs',
  'content',
  'public',
];

/** A repo path at the start of a word: `lib/…`, not `@/lib/…`, `next/dist/server/lib/…` or a URL. */
const REPO_PATH = new RegExp(
  String.raw`(?<![\w@./-])(?:${ROOTS.join('|')})/(?:[\w.@()/*…-]|\[\w+\]|<[\w -]+>|\{[\w.]+\})*`,
  'g',
);

/** A conflict marker, also as prettier leaves it in markdown (`> > > > > > > branch`). */
const CONFLICT_MARKER = /^ {0,3}(?:(?:<\s?){7}|(?:>\s?){7}|(?:\|\s?){7}|={7}\s*$)/m;

/** The path as it names a file: without trailing punctuation or an unopened closing parenthesis. */
function trimmed(path: string): string {
  let p = path.replace(/[.,:;]+$/, '');
  while (p.endsWith(')') && (p.match(/\(/g) ?? []).length < (p.match(/\)/g) ?? []).length) {
    p = p.slice(0, -1).replace(/[.,:;]+$/, '');
  }
  return p;
}

/** A placeholder (`<id>`, `{email}`, `*`, `…`) names no one file; it is not checked. */
const isPlaceholder = (path: string) => /[<>{}*…]/.test(path);

/** Repo paths (from the repository's root) in the inline code and plain text of a markdown file. */
function textPaths(markdown: string): string[] {
  return [...markdown.matchAll(REPO_PATH)]
    .map((m) => trimmed(m[0]))
    .filter((p) => !isPlaceholder(p));
}

/** Relative link targets of a markdown file, without their #fragment (web and mail links left out). */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+(?:\([^)\s]*\)[^)\s]*)*)\)/g)]
    .map((m) => m[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
}

/**
 * The paths README's architecture map names: the fenced block under "## Architecture", a
 * top-level entry per line at column 0 and `├──`/`└──` entries under it (four columns a level),
 * each entry's name ending at two spaces, `a, b, …` naming several files of one folder.
 */
function mapPaths(readme: string): string[] {
  const section = readme.split(/^## Architecture$/m)[1] ?? '';
  const block = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  const folders: string[] = [];
  const paths: string[] = [];
  for (const line of block.split('\n').filter(Boolean)) {
    const entry = /^((?:[│ ] {3})*)(?:[├└]── )?(\S(?:\S| (?! ))*)/.exec(line);
    if (!entry) continue;
    const depth = entry[1]!.length / 4 + (line.includes('── ') ? 1 : 0);
    const names = entry[2]!.split(/,\s*/).filter((name) => name !== '…');
    for (const name of names) {
      const path = [...folders.slice(0, depth), name].join('');
      if (!isPlaceholder(path)) paths.push(path);
    }
    if (names.length === 1 && names[0]!.endsWith('/')) folders.splice(depth, Infinity, names[0]!);
  }
  return paths;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const GUIDES = ['README.md', ...markdownFiles('docs')];
const exists = (path: string) => existsSync(join(ROOT, path));
/** A file or folder, or a module named as it is imported (`lib/log` for lib/log.ts). */
const namesSomething = (path: string) => ['', '.ts', '.tsx'].some((ext) => exists(path + ext));

describe('the guides name only what exists', () => {
  it.each(GUIDES)('%s: repo paths in its text and code spans', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const missing = textPaths(text).filter((p) => !namesSomething(p));
    expect(missing).toEqual([]);
  });

  it.each(GUIDES)('%s: relative links', (file) => {
    const missing = linkTargets(readFileSync(join(ROOT, file), 'utf8'))
      .map((target) => posix.normalize(posix.join(dirname(file), decodeURIComponent(target))))
      .filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });

  it("README's architecture map: every entry is in the tree", () => {
    const paths = mapPaths(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    // The map's first entries; if the parser lost its way it would find none of them.
    expect(paths).toEqual(expect.arrayContaining(['proxy.ts', 'app/', 'lib/', 'lib/auth/']));
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });
});

describe('no markdown file holds a merge-conflict marker', () => {
  const files = ['README.md', 'content/README.md', ...markdownFiles('docs')].filter(exists);
  it.each(files)('%s', (file) => {
    const marker = CONFLICT_MARKER.exec(readFileSync(join(ROOT, file), 'utf8'));
    expect(marker?.[0]).toBeUndefined();
  });
});

describe('the checks themselves', () => {
  it('find repo paths, leaving out placeholders, URLs and import specifiers', () => {
    const text =
      'See `lib/env/index.ts`, dev/stack/ (the stack), app/(members)/home/page.tsx and ' +
      '`app/admin/members/[email]/page.tsx`. Not `@/lib/content`, https://x.dev/lib/a, ' +
      '`content/<id>.json` or lib/*.ts.';
    expect(textPaths(text)).toEqual([
      'lib/env/index.ts',
      'dev/stack/',
      'app/(members)/home/page.tsx',
      'app/admin/members/[email]/page.tsx',
    ]);
  });

  it('find relative links without fragments', () => {
    const text =
      '[a](history/benchmarks.md#why) [b](https://example.com) [c](#top) [d](../README.md)';
    expect(linkTargets(text)).toEqual(['history/benchmarks.md', '../README.md']);
  });

  it("read README's map as paths", () => {
    const readme = [
      '## Architecture',
      '',
      '```',
      'proxy.ts                    the proxy',
      'lib/                        modules',
      '├── auth/                   sessions',
      '│   └── cookie.ts           the cookie',
      '└── log.ts, site.ts, …      root files',
      'dev/                        tooling',
      '```',
    ].join('\n');
    expect(mapPaths(readme)).toEqual([
      'proxy.ts',
      'lib/',
      'lib/auth/',
      'lib/auth/cookie.ts',
      'lib/log.ts',
      'lib/site.ts',
      'dev/',
    ]);
  });

  it('see conflict markers, prettier-spaced ones included', () => {
    for (const marker of [
      '<<<<<<< HEAD',
      '=======',
      '>>>>>>> branch',
      '> > > > > > > admin-member',
    ]) {
      expect(CONFLICT_MARKER.test(`text\n${marker}\nmore`)).toBe(true);
    }
    expect(CONFLICT_MARKER.test('> a quote\n| --- | --- |\n# heading')).toBe(false);
  });
});
