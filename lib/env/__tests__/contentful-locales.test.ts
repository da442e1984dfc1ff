import { parseEnv } from '..';
import { DEFAULT_CONTENTFUL_LOCALES, parseContentfulLocales } from '../contentful-locales';

describe('parseContentfulLocales', () => {
  it('maps each app language to its Contentful locale', () => {
    expect(parseContentfulLocales('en=en-US,ms=ms-MY,zh=zh-Hans')).toEqual({
      en: 'en-US',
      ms: 'ms-MY',
      zh: 'zh-Hans',
    });
  });

  it('takes the pairs in any order, with spaces and a trailing comma', () => {
    expect(parseContentfulLocales(' zh = zh-CN , en=en-GB,ms=ms, ')).toEqual({
      en: 'en-GB',
      ms: 'ms',
      zh: 'zh-CN',
    });
  });

  it('lets two languages share a locale (a space without Chinese)', () => {
    expect(parseContentfulLocales('en=en-US,ms=ms-MY,zh=en-US').zh).toBe('en-US');
  });

  it.each([
    ['en=en-US,ms=ms-MY', 'has no locale for zh'],
    ['en=en-US,ms=ms-MY,zh=zh-Hans,fr=fr-FR', 'unknown language "fr"'],
    ['en=en-US,en=en-GB,ms=ms-MY,zh=zh-Hans', 'names en twice'],
    ['en=en-US,ms,zh=zh-Hans', 'must be language=locale pairs'],
    ['en=en-US,ms=ms=MY,zh=zh-Hans', 'must be language=locale pairs'],
    ['en=en US,ms=ms-MY,zh=zh-Hans', '"en US" for en'],
    ['', 'has no locale for en, ms, zh'],
  ])('refuses %j', (text, message) => {
    expect(() => parseContentfulLocales(text)).toThrow(message);
  });
});

describe('CONTENTFUL_LOCALES in the environment', () => {
  it('defaults to the demo space locales', () => {
    expect(parseEnv({ LOCAL_STACK: 'true' }).CONTENTFUL_LOCALES).toEqual(
      parseContentfulLocales(DEFAULT_CONTENTFUL_LOCALES),
    );
    expect(DEFAULT_CONTENTFUL_LOCALES).toBe('en=en-US,ms=ms-MY,zh=zh-Hans');
  });

  it('reads the variable', () => {
    const env = parseEnv({ LOCAL_STACK: 'true', CONTENTFUL_LOCALES: 'en=en-GB,ms=ms,zh=zh' });
    expect(env.CONTENTFUL_LOCALES).toEqual({ en: 'en-GB', ms: 'ms', zh: 'zh' });
  });

  it('fails at start with the variable name when it is malformed', () => {
    expect(() => parseEnv({ LOCAL_STACK: 'true', CONTENTFUL_LOCALES: 'en=en-US' })).toThrow(
      'CONTENTFUL_LOCALES has no locale for ms, zh',
    );
  });
});
