import { negotiateLocale, resolveLocale } from '../negotiate';

describe('negotiateLocale', () => {
  it.each([
    ['ms-MY,ms;q=0.9,en;q=0.8', 'ms'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh-Hans-MY', 'zh'],
    ['zh-SG,en;q=0.5', 'zh'],
    ['fr-FR,ms;q=0.4,en;q=0.3', 'ms'],
    ['en;q=0.2,zh;q=0.8', 'zh'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it.each([[''], [null], ['fr-FR,de'], ['zh-TW'], ['zh-Hant-HK'], ['id-ID'], ['ms;q=0']])(
    '%s names none of ours',
    (header) => {
      expect(negotiateLocale(header)).toBeNull();
    },
  );

  it('skips a Traditional Chinese preference for the next one that is ours', () => {
    expect(negotiateLocale('zh-TW,en;q=0.5')).toBe('en');
  });
});

describe('resolveLocale', () => {
  it('the saved choice wins over the browser', () => {
    expect(resolveLocale({ saved: 'zh', remembered: 'ms', acceptLanguage: 'en' })).toBe('zh');
  });
  it('then the language remembered from the public pages', () => {
    expect(resolveLocale({ saved: undefined, remembered: 'ms', acceptLanguage: 'zh' })).toBe('ms');
  });
  it('then Accept-Language, then English', () => {
    expect(resolveLocale({ acceptLanguage: 'zh-CN' })).toBe('zh');
    expect(resolveLocale({ remembered: 'fr', acceptLanguage: 'de' })).toBe('en');
  });
});
