import { formatLegalDate, legalDocument } from '..';
import { privacy } from '../privacy';
import { terms } from '../terms';

const text = (doc: typeof terms) =>
  doc.sections.map((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join(' ')).join(' ');

describe('terms of service', () => {
  it('shows the date of docs/product.md#legal-pages', () => {
    expect(formatLegalDate(terms.lastUpdated, 'en')).toBe('April 1, 2025');
  });

  it.each([
    'ownership',
    'changes',
    'licence',
    'acceptable-use',
    'payments',
    'refunds',
    'liability',
    'indemnification',
    'external-links',
    'account-security',
    'community',
    'termination',
    'governing-law',
    'dmca',
    'disclaimer',
  ])('has the %s section', (id) => {
    const section = terms.sections.find((s) => s.id === id);
    const body = [...(section?.paragraphs ?? []), ...(section?.list ?? [])].join(' ');
    expect(body.length).toBeGreaterThan(80);
  });

  it('states the refund rule, the courts and the not-financial-advice disclaimer', () => {
    const all = text(terms);
    expect(all).toContain('generally non-refundable');
    expect(all).toContain('case by case');
    expect(all).toContain('7-14 business days');
    expect(all).toContain('laws of Malaysia');
    expect(all).toContain('courts of Johor Bahru');
    expect(all).toContain('not financial, investment, legal or tax advice');
  });

  it('has unique section ids, so the contents links work', () => {
    for (const doc of [terms, privacy]) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('the Malay and Chinese legal texts', () => {
  it.each(['ms', 'zh'] as const)(
    '%s has every English section, in order, and the same date',
    (locale) => {
      for (const kind of ['privacy', 'terms'] as const) {
        const english = legalDocument(kind, 'en');
        const theirs = legalDocument(kind, locale);
        expect(theirs.sections.map((s) => s.id)).toEqual(english.sections.map((s) => s.id));
        expect(theirs.lastUpdated).toBe(english.lastUpdated);
        expect(theirs.title).not.toBe(english.title);
        theirs.sections.forEach((section, i) => {
          expect(section.list?.length).toBe(english.sections[i]!.list?.length);
          expect(section.paragraphs).toHaveLength(english.sections[i]!.paragraphs.length);
        });
      }
    },
  );

  it('formats the date in each language', () => {
    expect(formatLegalDate('2025-04-01', 'ms')).toBe('1 April 2025');
    expect(formatLegalDate('2025-04-01', 'zh')).toBe('2025年4月1日');
  });

  it('keeps the refund period and the courts in the translations', () => {
    expect(text(legalDocument('terms', 'ms'))).toContain('7-14 hari bekerja');
    expect(text(legalDocument('terms', 'ms'))).toContain('Johor Bahru');
    expect(text(legalDocument('terms', 'zh'))).toContain('7-14 个工作日');
    expect(text(legalDocument('terms', 'zh'))).toContain('新山');
  });
});
