import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Every word a person reads comes from the message catalogues (messages/): a component or
 * page in these folders may not hold literal text in JSX, nor in the attributes people read
 * (labels, alt texts, titles, placeholders). Folders join this list as their words move
 * into the catalogues; the console stays in English (issue #30) and is not listed.
 */
const TRANSLATED = [
  'components/i18n',
  'components/marketing',
  'app/[locale]',
  'components/auth',
  'components/video',
  'components/notes',
  'components/community',
  'components/journal',
  'app/(app)/login',
  'app/(app)/unsubscribe',
  'components/members',
  'components/announcements',
  'app/(app)/(members)',
  'components/ui',
];
/** aria-label, alt, title, placeholder, and a component's own `ctaLabel`, `heading`, `text`… */
const READ_ATTRIBUTE = /(label|alt|title|placeholder|text|heading)$/i;
/** Not words: punctuation, symbols, numbers. */
const NO_WORDS = /^[\s\d\p{P}\p{S}]*$/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : tsxFiles(path);
    return path.endsWith('.tsx') ? [path] : [];
  });
}

/** The literal texts of one file, with their line numbers. */
function literalTexts(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !NO_WORDS.test(node.text)) at(node, node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTE.test(node.name.getText(file)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      !NO_WORDS.test(node.initializer.text)
    ) {
      at(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no literal UI text in translated folders', () => {
  it.each(TRANSLATED)('%s', (dir) => {
    const texts = tsxFiles(dir).flatMap((path) => literalTexts(path, readFileSync(path, 'utf8')));
    expect(texts).toEqual([]);
  });

  it('the check finds text in JSX and in read attributes, not in class names or numbers', () => {
    const source =
      'export const A = () => <p className="mt-2" aria-label="Close">Hello {n} · 42<img alt="" /></p>;';
    expect(literalTexts('x.tsx', source)).toEqual(['x.tsx:1 Close', 'x.tsx:1 Hello']);
  });
});
