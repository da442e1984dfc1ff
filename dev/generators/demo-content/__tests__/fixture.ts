import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { generateDemoContent } from '../generate';

/** Shared helpers for the demo-content tests: generate into a temp dir and read it back. */

export interface Sys {
  id: string;
  type: string;
  contentType?: { sys: { id: string } };
  [key: string]: unknown;
}
export interface Entity {
  sys: Sys;
  fields: Record<string, Record<string, unknown> | undefined>;
}
export interface FieldDef {
  id: string;
  type: string;
  linkType?: string;
  localized?: boolean;
  validations: unknown[];
  items?: { linkType: string; validations: unknown[] };
}
export interface SpaceExport {
  contentTypes: Array<{ sys: Sys; displayField: string; fields: FieldDef[] }>;
  editorInterfaces: Array<{
    sys: Sys & { contentType: { sys: { id: string } } };
    controls: Array<{ fieldId: string }>;
  }>;
  entries: Entity[];
  assets: Entity[];
  locales: Array<Record<string, unknown>>;
}
export interface FileValue {
  url: string;
  fileName: string;
  contentType: string;
  details: { size: number; image?: { width: number; height: number } };
}

/** The checked-in output of `npx tsx dev/generators/demo-content/generate.ts`. */
export const REPO_CONTENT = join(__dirname, '..', '..', '..', '..', 'content');

/** Every file below `root`, as sorted forward-slash paths relative to it. */
export function filesUnder(root: string, sub = ''): string[] {
  return readdirSync(join(root, sub), { withFileTypes: true })
    .flatMap((d) => {
      const path = sub ? `${sub}/${d.name}` : d.name;
      return d.isDirectory() ? filesUnder(root, path) : [path];
    })
    .sort();
}

/** The en-US value of a field. */
export const value = <T>(e: Entity | undefined, field: string) =>
  e?.fields[field]?.['en-US'] as T | undefined;

export const isSorted = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] ?? x) <= x);

/** Every Entry/Asset link anywhere below `node` (fields, rich-text targets). */
export function collectLinks(node: unknown, found: Array<{ linkType: string; id: string }> = []) {
  if (Array.isArray(node)) node.forEach((n) => collectLinks(n, found));
  else if (node && typeof node === 'object') {
    const sys = (node as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset'))
      found.push({ linkType: sys.linkType, id: sys.id ?? '' });
    Object.values(node).forEach((n) => collectLinks(n, found));
  }
  return found;
}

/** Node types (and `mark:<type>` for marks) used anywhere in a rich-text node. */
export function nodeTypes(node: unknown, acc = new Set<string>()): Set<string> {
  if (node && typeof node === 'object') {
    const n = node as { nodeType?: string; content?: unknown[]; marks?: Array<{ type: string }> };
    if (n.nodeType) acc.add(n.nodeType);
    n.marks?.forEach((m) => acc.add(`mark:${m.type}`));
    n.content?.forEach((c) => nodeTypes(c, acc));
  }
  return acc;
}

export interface Fixture {
  dir: string;
  data: SpaceExport;
  byType(contentType: string): Entity[];
  entry(id: string): Entity | undefined;
  /** Ids of the links in an Array-of-links field. */
  linkIds(e: Entity | undefined, field: string): string[];
  /** Generates into another fresh temp dir (removed by cleanup()). */
  generateAgain(): Promise<string>;
  cleanup(): void;
}

export async function generateFixture(): Promise<Fixture> {
  const dirs: string[] = [];
  const fresh = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-content-'));
    dirs.push(dir);
    await generateDemoContent(dir);
    return dir;
  };
  const dir = await fresh();
  const data = JSON.parse(readFileSync(join(dir, 'export.json'), 'utf8')) as SpaceExport;
  return {
    dir,
    data,
    byType: (type) => data.entries.filter((e) => e.sys.contentType?.sys.id === type),
    entry: (id) => data.entries.find((e) => e.sys.id === id),
    linkIds: (e, field) =>
      (value<Array<{ sys: { id: string } }>>(e, field) ?? []).map((l) => l.sys.id),
    generateAgain: fresh,
    cleanup: () => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })),
  };
}

/** What a PDF reader sees of a file: its pages, its title, and the text it draws, in order. */
export async function readPdf(
  bytes: Buffer,
): Promise<{ pages: number; title?: string; text: string }> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const shown = pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    return refs.flatMap((ref) => {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) return [];
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      // pdf-lib writes each run of standard-font text as a hex string shown with Tj.
      return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map(([, hex]) =>
        Buffer.from(hex ?? '', 'hex').toString('latin1'),
      );
    });
  });
  return { pages: pdf.getPageCount(), title: pdf.getTitle(), text: shown.join(' ') };
}
