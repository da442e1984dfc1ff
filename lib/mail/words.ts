import {
  getFormatter,
  getTranslator,
  INTL_LOCALES,
  momentOptions,
  weekdayStyleOf,
  zoneName,
  type Locale,
} from '../i18n';

/** The mail catalogue's `t` in one language: every member e-mail's words come from it. */
export function mailTranslator(locale: Locale) {
  return getTranslator(locale, 'mail');
}

/**
 * A moment as an e-mail names it, in the reader's language and in `timeZone`: English as it
 * always read ("Fri, 4 Dec 2026, 12:30"); Malay and Chinese name the day in full, as their
 * readers write it ("Jumaat, 4 Dis 2026, 12:30", "2026年12月4日星期五 12:30").
 */
export function mailDateTime(ms: number, locale: Locale, timeZone: string): string {
  return getFormatter(locale, timeZone).dateTime(
    ms,
    momentOptions(timeZone, weekdayStyleOf(locale)),
  );
}

/**
 * A moment in `timeZone`, naming the zone as the reader does: "Sat, 5 Dec 2026, 03:50
 * (Malaysia Time)", "Sabtu, 5 Dis 2026, 03:50 (Waktu Malaysia)"; UTC as "… 12:30 UTC".
 */
export function mailZonedTime(ms: number, locale: Locale, timeZone: string): string {
  const t = mailTranslator(locale);
  const time = mailDateTime(ms, locale, timeZone);
  return timeZone === 'UTC'
    ? t('time.utc', { time })
    : t('time.zoned', { time, zone: zoneName(timeZone, INTL_LOCALES[locale]) });
}

/** A length of time: "90 minutes", "1 hour", "1 h 30 min"; "1 jam 30 minit"; "1小时30分钟". */
export function mailDuration(minutes: number, locale: Locale): string {
  const t = mailTranslator(locale);
  if (minutes < 60) return t('time.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('time.hours', { hours })
    : t('time.hoursAndMinutes', { hours, minutes: rest });
}
