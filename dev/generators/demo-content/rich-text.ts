import {
  BLOCKS,
  INLINES,
  MARKS,
  type AssetLinkBlock,
  type Block,
  type Document,
  type EntryHyperlink,
  type Hyperlink,
  type Inline,
  type Text,
  type TopLevelBlock,
} from '@contentful/rich-text-types';
import type { LessonContent } from './types';

/**
 * Builds Contentful rich-text documents shaped like the web app's editor output: inline
 * nodes are surrounded by (possibly empty) text nodes and list items wrap paragraphs.
 */

export function text(value: string, bold = false): Text {
  return { nodeType: 'text', value, marks: bold ? [{ type: MARKS.BOLD }] : [], data: {} };
}

/** `https://…` links out; `entry:<id>` links to another entry of the space (a class). */
function hyperlink(label: string, uri: string): Hyperlink | EntryHyperlink {
  if (uri.startsWith('entry:')) {
    const id = uri.slice('entry:'.length);
    const target = { sys: { id, type: 'Link', linkType: 'Entry' } } as const;
    return { nodeType: INLINES.ENTRY_HYPERLINK, data: { target }, content: [text(label)] };
  }
  if (!uri.startsWith('https://')) throw new Error(`hyperlinks must use https: ${uri}`);
  return { nodeType: INLINES.HYPERLINK, data: { uri }, content: [text(label)] };
}

const INLINE_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\((\S+?)\)/g;

/** Parses **bold**, [label](https://…) and [label](entry:<id>) into text and hyperlink nodes. */
export function inlines(markup: string): Array<Text | Inline> {
  const nodes: Array<Text | Inline> = [];
  let last = 0;
  for (const match of markup.matchAll(INLINE_MARKUP)) {
    const index = match.index ?? 0;
    const before = markup.slice(last, index);
    const [, bold, label, uri] = match;
    if (bold !== undefined) {
      if (before) nodes.push(text(before));
      nodes.push(text(bold, true));
    } else if (label !== undefined && uri !== undefined) {
      nodes.push(text(before), hyperlink(label, uri));
    }
    last = index + match[0].length;
  }
  const rest = markup.slice(last);
  const lastNode = nodes[nodes.length - 1];
  if (rest || nodes.length === 0 || lastNode?.nodeType !== 'text') nodes.push(text(rest));
  return nodes;
}

function block<T extends BLOCKS>(nodeType: T, content: Block['content']): Block & { nodeType: T } {
  return { nodeType, data: {}, content } as Block & { nodeType: T };
}

export const paragraph = (markup: string) => block(BLOCKS.PARAGRAPH, inlines(markup));
export const heading2 = (markup: string) => block(BLOCKS.HEADING_2, inlines(markup));
export const heading3 = (markup: string) => block(BLOCKS.HEADING_3, inlines(markup));

function list(nodeType: BLOCKS.UL_LIST | BLOCKS.OL_LIST, items: string[]) {
  return block(
    nodeType,
    items.map((item) => block(BLOCKS.LIST_ITEM, [paragraph(item)])),
  );
}

export const bulletList = (items: string[]) => list(BLOCKS.UL_LIST, items);
export const numberedList = (items: string[]) => list(BLOCKS.OL_LIST, items);

export function embeddedAsset(assetId: string): AssetLinkBlock {
  return {
    nodeType: BLOCKS.EMBEDDED_ASSET,
    data: { target: { sys: { id: assetId, type: 'Link', linkType: 'Asset' } } },
    content: [],
  };
}

export function documentOf(blocks: TopLevelBlock[]): Document {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: blocks };
}

/** The rich-text `content` of a class. */
export function lessonDocument(lesson: LessonContent): Document {
  const blocks: TopLevelBlock[] = [heading2(lesson.heading), paragraph(lesson.intro)];
  if (lesson.diagram) blocks.push(embeddedAsset(lesson.diagram));
  blocks.push(
    heading3(lesson.pointsHeading),
    bulletList(lesson.points),
    heading3(lesson.stepsHeading),
    numberedList(lesson.steps),
    paragraph(lesson.closing),
  );
  return documentOf(blocks);
}

/** The node types the class `content` field allows (besides document, paragraph, list-item, text). */
export const ENABLED_NODE_TYPES = [
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.UL_LIST,
  BLOCKS.OL_LIST,
  BLOCKS.HR,
  BLOCKS.QUOTE,
  BLOCKS.EMBEDDED_ASSET,
  INLINES.HYPERLINK,
  INLINES.ENTRY_HYPERLINK,
];

export const ENABLED_MARKS = [MARKS.BOLD, MARKS.ITALIC, MARKS.UNDERLINE];
