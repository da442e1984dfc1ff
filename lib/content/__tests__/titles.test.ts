import { getTranslator } from '../../i18n';
import { classTitle, courseTitle, untitledNames } from '../client';

describe('titles', () => {
  it('keeps a title in every language', () => {
    expect(
      courseTitle({ title: 'How Markets Move' }, untitledNames(getTranslator('zh', 'members'))),
    ).toBe('How Markets Move');
    expect(
      classTitle({ title: 'Anatomy of a Candle' }, untitledNames(getTranslator('ms', 'members'))),
    ).toBe('Anatomy of a Candle');
  });

  it("falls back to docs/product.md#members-area's texts in the reader's language", () => {
    expect(courseTitle({ title: null }, untitledNames(getTranslator('en', 'members')))).toBe(
      'Untitled Course',
    );
    expect(classTitle({ title: null }, untitledNames(getTranslator('en', 'members')))).toBe(
      'Untitled Class',
    );
    expect(courseTitle({ title: null }, untitledNames(getTranslator('ms', 'members')))).toBe(
      'Kursus Tanpa Tajuk',
    );
    expect(classTitle({ title: null }, untitledNames(getTranslator('zh', 'members')))).toBe(
      '未命名课堂',
    );
  });
});
