/** @jest-environment jsdom */
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { render, screen, within } from '@testing-library/react';
import { RichText } from '../rich-text';

const text = (value: string, marks: Array<{ type: string }> = []) => ({
  nodeType: 'text' as const,
  value,
  marks,
  data: {},
});
const paragraph = (...content: object[]) => ({ nodeType: BLOCKS.PARAGRAPH, data: {}, content });
const item = (value: string) => ({
  nodeType: BLOCKS.LIST_ITEM,
  data: {},
  content: [paragraph(text(value))],
});
const link = (nodeType: INLINES, data: object, label: string) => ({
  nodeType,
  data,
  content: [text(label)],
});
const target = (linkType: 'Entry' | 'Asset', id: string) => ({
  target: { sys: { type: 'Link', linkType, id } },
});

const diagram = {
  id: 'diagram-candle-anatomy',
  url: 'https://images.ctfassets.net/demo-space/diagram-candle-anatomy/t/candle-anatomy-diagram.png',
  title: 'Anatomy of a candle',
  fileName: 'candle-anatomy-diagram.png',
  contentType: 'image/png',
  size: 2846,
  width: 960,
  height: 540,
};

const lesson = {
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: [
    { nodeType: BLOCKS.HEADING_2, data: {}, content: [text('Reading a candle')] },
    paragraph(text('Every candle shows '), text('four prices', [{ type: MARKS.BOLD }]), text('.')),
    { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: diagram }, content: [] },
    { nodeType: BLOCKS.HEADING_3, data: {}, content: [text('What to look at')] },
    { nodeType: BLOCKS.UL_LIST, data: {}, content: [item('The body'), item('The wicks')] },
    { nodeType: BLOCKS.OL_LIST, data: {}, content: [item('Find the trend'), item('Wait')] },
    paragraph(
      link(INLINES.HYPERLINK, { uri: 'https://example.com/glossary' }, 'the glossary'),
      link(INLINES.HYPERLINK, { uri: 'javascript:alert(1)' }, 'a trap'),
      link(INLINES.ENTRY_HYPERLINK, target('Entry', 'class-own'), 'the next class'),
      link(INLINES.ENTRY_HYPERLINK, target('Entry', 'class-foreign'), 'a foreign class'),
      link(INLINES.ASSET_HYPERLINK, target('Asset', 'material-own'), 'the worksheet'),
    ),
  ],
} as unknown as Document;

const linkTargets = new Map([
  ['class-own', '/home?course=course-candles&class=class-own'],
  ['material-own', '/api/materials/material-own'],
]);

describe('RichText', () => {
  beforeEach(() =>
    render(
      <RichText document={lesson} linkTargets={linkTargets} newTabText="(opens in a new tab)" />,
    ),
  );

  it('renders headings, paragraphs with bold text and both kinds of list', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Reading a candle' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'What to look at' })).toBeVisible();
    expect(screen.getByText('four prices').tagName).toBe('B');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The body', 'The wicks']);
    expect(steps?.tagName).toBe('OL');
    expect(within(steps!).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows an embedded image with its title as alt text and caption', () => {
    const image = screen.getByRole('img', { name: 'Anatomy of a candle' });
    expect(image.getAttribute('src')).toMatch(
      /^https:\/\/images\.ctfassets\.net\/demo-space\/diagram-candle-anatomy\/.+\?w=\d+&q=75&fm=webp$/,
    );
    expect(screen.getByRole('figure')).toHaveTextContent('Anatomy of a candle');
  });

  it('opens web links in a new tab and says so; other schemes stay plain text', () => {
    const glossary = screen.getByRole('link', { name: 'the glossary (opens in a new tab)' });
    expect(glossary).toHaveAttribute('href', 'https://example.com/glossary');
    expect(glossary).toHaveAttribute('target', '_blank');
    expect(glossary).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('a trap').closest('a')).toBeNull();
  });

  it("follows links only to the member's own classes and materials", () => {
    expect(screen.getByRole('link', { name: 'the next class' })).toHaveAttribute(
      'href',
      '/home?course=course-candles&class=class-own',
    );
    expect(screen.getByRole('link', { name: 'the worksheet' })).toHaveAttribute(
      'href',
      '/api/materials/material-own',
    );
    expect(screen.getByText('a foreign class').closest('a')).toBeNull();
  });
});
