import {
  BLOCKS,
  INLINES,
  type Block,
  type Document,
  type Inline,
  type Text,
} from '@contentful/rich-text-types';
import { richTextToPlainText } from './plain-text';
import type { RawAsset, RawCategory, RawClass, RawCourse } from './raw';
import { byOrder } from './sorting';
import type { Asset, Category, ClassBody, Course, CourseClass } from './types';

export const UNCATEGORIZED: Category = { id: 'uncategorized', name: null, order: 0 };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const instant = (value: unknown): number | null => {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : null;
};

/** Contentful serves protocol-relative URLs; a local stand-in serves absolute http ones. */
export function absoluteAssetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

export function reshapeAsset(raw: RawAsset | { sys: { id: string } } | undefined): Asset | null {
  const file = raw && 'fields' in raw ? raw.fields?.file : undefined;
  if (!raw || !file?.url) return null;
  const fields = (raw as RawAsset).fields;
  return {
    id: raw.sys.id,
    url: absoluteAssetUrl(file.url),
    title: text(fields?.title),
    fileName: file.fileName ?? file.url.split('/').pop() ?? 'download',
    contentType: file.contentType ?? 'application/octet-stream',
    size: integer(file.details?.size),
    width: integer(file.details?.image?.width),
    height: integer(file.details?.image?.height),
  };
}

export function reshapeCategory(raw: RawCategory | { sys: { id: string } } | undefined): Category {
  const fields = raw && 'fields' in raw ? raw.fields : undefined;
  if (!raw || !fields) return UNCATEGORIZED;
  return {
    id: raw.sys.id,
    name: text(fields.name),
    order: integer(fields.order) ?? 0,
  };
}

type Node = Block | Inline | Text;

const LINK_TYPES = {
  [INLINES.ENTRY_HYPERLINK]: 'Entry',
  [INLINES.ASSET_HYPERLINK]: 'Asset',
} as const;

/** A hyperlink to an entry or asset keeps only the target's id: never another class's fields. */
function bareLink(node: Inline, linkType: 'Entry' | 'Asset'): Inline | null {
  const id = (node.data.target as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  if (typeof id !== 'string') return null;
  return { ...node, data: { target: { sys: { id, type: 'Link', linkType } } } };
}

/**
 * Keeps rich text as structure but swaps each embedded asset for its domain shape, reduces
 * entry and asset hyperlinks to their target's id and drops embedded entries, so no raw
 * Contentful object travels further than this module.
 */
export function reshapeRichText(document: Document | undefined): Document | null {
  if (!document || document.nodeType !== BLOCKS.DOCUMENT || !Array.isArray(document.content))
    return null;
  const mapNode = (node: Node): Node | null => {
    if (node.nodeType === 'text') return node;
    if (node.nodeType === BLOCKS.EMBEDDED_ASSET) {
      const asset = reshapeAsset(node.data.target as RawAsset);
      return asset ? { ...node, data: { target: asset } } : null;
    }
    if (node.nodeType === INLINES.ENTRY_HYPERLINK || node.nodeType === INLINES.ASSET_HYPERLINK) {
      const link = bareLink(node as Inline, LINK_TYPES[node.nodeType]);
      // An unresolvable target still shows its words, as plain text.
      return link ?? { nodeType: 'text', value: richTextToPlainText(node), marks: [], data: {} };
    }
    if (node.nodeType === BLOCKS.EMBEDDED_ENTRY || node.nodeType === 'embedded-entry-inline')
      return null;
    const content = (node.content as Node[])
      .map(mapNode)
      .filter((child): child is Node => child !== null);
    return { ...node, content } as Node;
  };
  const content = document.content.map(mapNode).filter((n): n is Node => n !== null);
  return content.length > 0 ? ({ ...document, content } as Document) : null;
}

/** A class as the catalog holds it: everything but its rich text (see reshapeClassBody). */
export function reshapeClass(raw: RawClass): CourseClass {
  const fields = raw.fields ?? {};
  return {
    id: raw.sys.id,
    title: text(fields.title),
    order: integer(fields.order),
    videoLink: text(fields.videoLink),
    materials: (fields.classMaterials ?? [])
      .map((material) => reshapeAsset(material))
      .filter((asset): asset is Asset => asset !== null),
    releaseAfterDays: Math.max(0, Math.floor(integer(fields.releaseAfterDays) ?? 0)),
    publishedAt: instant(raw.sys.createdAt),
    opensAt: null,
  };
}

export function reshapeCourse(raw: RawCourse): Course {
  const fields = raw.fields ?? {};
  const classes = (fields.classes ?? [])
    .filter((entry): entry is RawClass => 'fields' in entry && entry.fields !== undefined)
    .map(reshapeClass)
    .sort(byOrder);
  return {
    id: raw.sys.id,
    title: text(fields.title),
    description: text(fields.description),
    image: reshapeAsset(fields.courseImage),
    category: reshapeCategory(fields.category),
    order: integer(fields.order),
    classes,
  };
}

export function reshapeClassBody(raw: RawClass | undefined): ClassBody {
  return reshapeRichText(raw?.fields?.content);
}
