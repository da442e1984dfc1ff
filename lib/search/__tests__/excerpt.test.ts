import { excerpt, highlight } from '../excerpt';

const terms = (...words: string[]) => new Set(words);
const marked = (segments: Array<{ text: string; match: boolean }>) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe('highlight', () => {
  it('marks whole words whose normalized form matched, whatever their case or accents', () => {
    const segments = highlight('Café, CAFE and cafeteria', terms('cafe'));
    expect(marked(segments)).toEqual(['Café', 'CAFE']);
    expect(segments.map((s) => s.text).join('')).toBe('Café, CAFE and cafeteria');
  });

  it('answers the text unmarked when nothing matched', () => {
    expect(highlight('plain words', terms('zzz'))).toEqual([{ text: 'plain words', match: false }]);
  });
});

describe('excerpt', () => {
  const long =
    'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ' +
    'The engulfing pattern matters near support. ' +
    'Ut enim ad minim veniam quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat duis aute irure dolor in reprehenderit.';

  it('shows the first matched word with some words before it, cut at spaces, with ellipses', () => {
    const segments = excerpt(long, terms('engulfing'), 120);
    const shown = segments.map((s) => s.text).join('');
    expect(marked(segments)).toEqual(['engulfing']);
    expect(shown.startsWith('… ')).toBe(true);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(124);
    const inner = shown.slice(2, -2);
    expect(long).toContain(inner);
    expect(long.split(' ')).toContain(inner.split(' ')[0]);
  });

  it('starts at the beginning when the match is near it, or when nothing matched', () => {
    expect(excerpt('Short text with a gap.\nSecond line.', terms('gap'))).toEqual([
      { text: 'Short text with a ', match: false },
      { text: 'gap', match: true },
      { text: '. Second line.', match: false },
    ]);
    const none = excerpt(long, terms('nothing'), 60);
    expect(none[0]!.text.startsWith('Lorem ipsum')).toBe(true);
    expect(none[0]!.text.endsWith(' …')).toBe(true);
  });

  it('keeps a matched word whole even when it is longer than the excerpt', () => {
    const word = 'x'.repeat(50);
    expect(marked(excerpt(`a ${word} b`, terms(word), 20))).toEqual([word]);
  });
});
