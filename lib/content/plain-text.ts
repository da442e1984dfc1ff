import {
  helpers,
  type Block,
  type Document,
  type Inline,
  type Text,
} from '@contentful/rich-text-types';

type Node = Document | Block | Inline | Text;

/**
 * A rich-text document's words as plain text: the text of inline nodes runs together (a
 * hyperlink's label is part of its sentence), each block ends a line, so words of two
 * paragraphs never merge. Embedded assets and entries carry no words of their own.
 */
export function richTextToPlainText(node: Node | null | undefined): string {
  if (!node) return '';
  if (helpers.isText(node)) return node.value;
  const content = (node.content ?? []) as Node[];
  if (!helpers.isBlock(node)) {
    return content.map(richTextToPlainText).join('');
  }
  const lines: string[] = [];
  let run = '';
  for (const child of content) {
    if (helpers.isBlock(child)) {
      if (run.trim()) lines.push(run.trim());
      run = '';
      const text = richTextToPlainText(child);
      if (text) lines.push(text);
    } else {
      run += richTextToPlainText(child);
    }
  }
  if (run.trim()) lines.push(run.trim());
  return lines.join('\n');
}
