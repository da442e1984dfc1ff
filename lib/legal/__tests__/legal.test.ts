import { privacy } from '../privacy';
import { terms } from '../terms';

const text = (doc: typeof terms) =>
  doc.sections.map((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join(' ')).join(' ');

describe('terms of service', () => {
  it('shows the date of docs/product.md#legal-pages', () => {
    expect(terms.lastUpdated).toBe('April 1, 2025');
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
