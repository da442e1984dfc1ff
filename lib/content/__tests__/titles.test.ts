import { classTitle, courseTitle } from '../titles';

describe('titles', () => {
  it('keeps a title and falls back to the texts of docs/product.md#members-area without one', () => {
    expect(courseTitle({ title: 'How Markets Move' })).toBe('How Markets Move');
    expect(courseTitle({ title: null })).toBe('Untitled Course');
    expect(classTitle({ title: 'Anatomy of a Candle' })).toBe('Anatomy of a Candle');
    expect(classTitle({ title: null })).toBe('Untitled Class');
  });
});
