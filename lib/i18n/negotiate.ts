import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/**
 * The best of our languages for an Accept-Language header, by its q-values; null when it
 * names none of them. `zh-CN`, `zh-Hans-MY` and `zh-SG` read as Simplified Chinese; a
 * Traditional tag (`zh-TW`, `zh-Hant`) is not ours, so it falls through.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((range) => range.tag && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

function localeOfTag(tag: string): Locale | null {
  const [language = '', ...subtags] = tag.split('-');
  if (language === 'zh') {
    const traditional = subtags.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
    return traditional ? null : 'zh';
  }
  // Malay in Malaysia, Brunei, Singapore; Indonesian is another language.
  if (language === 'ms') return 'ms';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}

/**
 * A member's language: their saved choice, else the one this browser remembered from the
 * public pages, else what the browser asks for, else English.
 */
export function resolveLocale(sources: {
  saved?: unknown;
  remembered?: unknown;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(sources.saved)) return sources.saved;
  if (isLocale(sources.remembered)) return sources.remembered;
  return negotiateLocale(sources.acceptLanguage) ?? DEFAULT_LOCALE;
}
