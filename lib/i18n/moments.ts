type Weekday = 'short' | 'long';

/**
 * A moment as the site writes it, in any language: day, short month, year and 24-hour time
 * in `timeZone`, with the weekday when asked ("Fri, 4 Dec 2026, 12:30"). For `Intl` and
 * use-intl's formatters, with the reader's locale; `formatMoment` writes it in English.
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

/**
 * The weekday as each language writes it in a date: short in English, in full in Malay and
 * Chinese. Takes a language (`en`) or the `Intl` locale a client component's `useLocale` gives
 * (`en-MY`, `ms-MY`, `zh-Hans-MY`).
 */
export const weekdayStyleOf = (locale: string): Weekday =>
  locale.split('-')[0] === 'en' ? 'short' : 'long';

const englishFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `momentOptions` in English (en-GB: "Fri, 4 Dec 2026, 12:30"), for what is written in
 * English whatever the reader's language (the console, the tests' expectations). Its
 * formatters are made once per zone and weekday.
 */
export function formatMoment(ms: number, timeZone: string, weekday?: Weekday): string {
  const key = `${timeZone} ${weekday ?? ''}`;
  let format = englishFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', momentOptions(timeZone, weekday));
    englishFormats.set(key, format);
  }
  return format.format(ms);
}

const zoneNames = new Map<string, string>();

/**
 * A time zone as a reader names it, in their language: "Malaysia Time", "Waktu Malaysia",
 * "马来西亚时间" rather than "Asia/Kuala_Lumpur" (CLDR's generic name, the same summer and
 * winter); UTC stays "UTC". Takes a language (`en`) or an `Intl` locale (`en-MY`).
 */
export function zoneName(timeZone: string, locale: string): string {
  if (timeZone === 'UTC') return 'UTC';
  const key = `${timeZone} ${locale}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(0);
    name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    zoneNames.set(key, name);
  }
  return name;
}
