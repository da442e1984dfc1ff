import type { Locale } from './locales';

type Weekday = 'short' | 'long';

/**
 * A moment as the site writes it, in any language: day, short month, year and 24-hour time
 * in `timeZone`, with the weekday when asked ("Fri, 4 Dec 2026, 12:30"). For `Intl` and
 * use-intl's formatters, with the reader's locale.
 */
export function momentOptions(timeZone: string, weekday?: Weekday) {
  return {
    timeZone,
    ...(weekday ? { weekday } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  } as const satisfies Intl.DateTimeFormatOptions;
}

/** The weekday as each language writes it in a date: short in English, in full in Malay and Chinese. */
export const weekdayStyleOf = (locale: Locale): Weekday => (locale === 'en' ? 'short' : 'long');
