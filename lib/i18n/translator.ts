import {
  _createCache,
  _createIntlFormatters,
  createFormatter,
  createTranslator,
} from 'use-intl/core';
import { DEFAULT_TIME_ZONE, INTL_LOCALES, type Locale } from './locales';
import { pickMessages, type Messages, type Namespace } from './messages';

/**
 * One cache per language for the life of the process: the `Intl` formatters every request
 * would otherwise build again (the messages come compiled, once a namespace, from `pickMessages`). Safe
 * to share: a catalogue never changes while the process runs, and use-intl keys each entry
 * by everything that shapes it (the language, the formats and the time zone).
 */
const caches = new Map<
  Locale,
  { _cache: ReturnType<typeof _createCache>; _formatters: ReturnType<typeof _createIntlFormatters> }
>();

function sharedCache(locale: Locale) {
  let shared = caches.get(locale);
  if (!shared) {
    const cache = _createCache();
    shared = { _cache: cache, _formatters: _createIntlFormatters(cache) };
    caches.set(locale, shared);
  }
  return shared;
}

/** `t('key', values)` for one namespace of a language's catalogue, anywhere on the server. */
export function getTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({
    locale: INTL_LOCALES[locale],
    // Only `namespace` is read, so only it is compiled.
    messages: pickMessages(locale, [namespace]) as Messages,
    namespace,
    timeZone: DEFAULT_TIME_ZONE,
    ...sharedCache(locale),
  });
}

/** Dates, times, numbers and lists in a language's own way (`Intl` underneath). */
export function getFormatter(locale: Locale, timeZone: string = DEFAULT_TIME_ZONE) {
  return createFormatter({ locale: INTL_LOCALES[locale], timeZone, ...sharedCache(locale) });
}
