import { formatLegalDate, legalDocument } from '..';
import { CONTACT_RATE_RULE } from '../../contact/rate-limit';
import { MESSAGE_RETENTION_MS } from '../../contact/store';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '../../i18n/client';
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

describe('the privacy policy says what the code keeps', () => {
  const DAY = 24 * 60 * 60;
  it('names the language cookie and the year it is kept', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * DAY);
    expect(text(privacy)).toContain(`a cookie called ${LOCALE_COOKIE}, kept for one year`);
    expect(text(legalDocument('privacy', 'ms'))).toContain(`kuki bernama ${LOCALE_COOKIE}`);
    expect(text(legalDocument('privacy', 'zh'))).toContain(`名为 ${LOCALE_COOKIE} 的 Cookie`);
  });

  it('keeps contact messages two years and rate-limit records ten minutes', () => {
    expect(MESSAGE_RETENTION_MS).toBe(2 * 365 * DAY * 1000);
    expect(CONTACT_RATE_RULE.windowMs).toBe(10 * 60 * 1000);
    expect(text(privacy)).toContain('Contact messages are deleted two years after they are sent.');
    expect(text(privacy)).toContain('Rate-limit records expire ten minutes after the last message');
  });
});
