import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { richTextToPlainText } from '../plain-text';

const text = (value: string, bold = false) => ({
  nodeType: 'text' as const,
  value,
  marks: bold ? [{ type: MARKS.BOLD }] : [],
  data: {},
});

describe('richTextToPlainText', () => {
  it('keeps a sentence whole across marks and links, and puts each block on its own line', () => {
    const document = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        { nodeType: BLOCKS.HEADING_2, data: {}, content: [text('Reading candles')] },
        {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [
            text('A '),
            text('hammer', true),
            text(' forms at '),
            {
              nodeType: INLINES.HYPERLINK,
              data: { uri: 'https://example.com' },
              content: [text('support')],
            },
            text('.'),
          ],
        },
        {
          nodeType: BLOCKS.UL_LIST,
          data: {},
          content: [
            {
              nodeType: BLOCKS.LIST_ITEM,
              data: {},
              content: [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text('first')] }],
            },
            {
              nodeType: BLOCKS.LIST_ITEM,
              data: {},
              content: [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text('second')] }],
            },
          ],
        },
        { nodeType: BLOCKS.HR, data: {}, content: [] },
        { nodeType: BLOCKS.PARAGRAPH, data: {}, content: [text('end')] },
      ],
    } as Document;
    expect(richTextToPlainText(document)).toBe(
      'Reading candles\nA hammer forms at support.\nfirst\nsecond\nend',
    );
  });

  it('reads nothing from an empty or missing document and from embedded assets', () => {
    expect(richTextToPlainText(null)).toBe('');
    expect(
      richTextToPlainText({
        nodeType: BLOCKS.DOCUMENT,
        data: {},
        content: [
          {
            nodeType: BLOCKS.EMBEDDED_ASSET,
            data: { target: { sys: { id: 'a', type: 'Link', linkType: 'Asset' } } },
            content: [],
          },
        ],
      } as Document),
    ).toBe('');
  });

  it('reads an inline node alone as its words', () => {
    expect(
      richTextToPlainText({
        nodeType: INLINES.ENTRY_HYPERLINK,
        data: { target: { sys: { id: 'x', type: 'Link', linkType: 'Entry' } } },
        content: [text('order '), text('types', true)],
      }),
    ).toBe('order types');
  });
});
