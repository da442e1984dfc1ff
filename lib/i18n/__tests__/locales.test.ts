import type { Locale } from '../client';
import { localizedPath, splitLocalePath } from '../locales';
import { getFormatter, getTranslator } from '../translator';

describe('public paths', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/marketing', '/marketing'],
    ['ms', '/', '/ms'],
    ['zh', '/contact-us', '/zh/contact-us'],
  ] as const)('%s %s → %s', (locale, path, localized) => {
    expect(localizedPath(locale, path)).toBe(localized);
    expect(splitLocalePath(localized)).toEqual({ locale, path });
  });

  it('an English path that starts like a language stays English', () => {
    expect(splitLocalePath('/msx')).toEqual({ locale: 'en', path: '/msx' });
    expect(splitLocalePath('/en/marketing')).toEqual({ locale: 'en', path: '/en/marketing' });
  });
});

describe('translators', () => {
  it('reads each language from its own catalogue, with values', () => {
    expect(getTranslator('ms', 'common')('notFound.text')).toBe(
      'Halaman yang anda cari tidak wujud atau telah dipindahkan.',
    );
    expect(
      getTranslator('ms', 'common').markup('languageSuggestion.text', {
        language: 'X',
        link: (chunks) => `<a>${chunks}</a>`,
      }),
    ).toBe('Halaman ini juga tersedia dalam <a>X</a>.');
    expect(getTranslator('zh', 'common')('notFound.goHome')).toBe('返回首页');
  });

  it("formats a Friday in each language's own words", () => {
    const friday = new Date('2026-11-27T12:00:00Z');
    const weekday = (locale: Locale) => getFormatter(locale).dateTime(friday, { weekday: 'long' });
    expect([weekday('en'), weekday('ms'), weekday('zh')]).toEqual(['Friday', 'Jumaat', '星期五']);
  });
});
