import { createFormatter, createTranslator } from 'use-intl/core';
import { DEFAULT_TIME_ZONE, INTL_LOCALES, type Locale } from './locales';
import { MESSAGES, type Namespace } from './messages';

/** `t('key', values)` for one namespace of a language's catalogue, anywhere on the server. */
export function getTranslator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({
    locale: INTL_LOCALES[locale],
    messages: MESSAGES[locale],
    namespace,
    timeZone: DEFAULT_TIME_ZONE,
  });
}

/** Dates, times, numbers and lists in a language's own way (`Intl` underneath). */
export function getFormatter(locale: Locale, timeZone: string = DEFAULT_TIME_ZONE) {
  return createFormatter({ locale: INTL_LOCALES[locale], timeZone });
}
