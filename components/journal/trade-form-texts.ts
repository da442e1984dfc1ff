import { getTranslator, INTL_LOCALES, zoneName, type Locale } from '@/lib/i18n';
import type { TradeFormTexts } from './trade-form';

/**
 * The trade form's words from the `journal` catalogue, for adding or `editing` a trade with
 * its times in `timeZone`: what the journal page hands the form (it ships on that page only).
 */
export function tradeFormTexts(locale: Locale, editing: boolean, timeZone: string): TradeFormTexts {
  const t = getTranslator(locale, 'journal');
  return {
    heading: t(editing ? 'form.editHeading' : 'form.addHeading'),
    submit: t(editing ? 'form.save' : 'form.add'),
    hint: t('form.openHint'),
    timeZone: t('form.timeZone', { zone: zoneName(timeZone, INTL_LOCALES[locale]) }),
    saved: t('form.saved'),
    failed: t('problems.failed'),
    long: t('direction.long'),
    short: t('direction.short'),
    lesson: {
      label: t('fields.lesson'),
      none: t('form.noLesson'),
      unknown: t('form.linkedLesson'),
    },
    fields: {
      instrument: t('fields.instrument'),
      direction: t('fields.direction'),
      entry: t('fields.entry'),
      stop: t('fields.stop'),
      exit: t('fields.exit'),
      size: t('fields.size'),
      opened: t('fields.opened'),
      closed: t('fields.closed'),
      setup: t('fields.setup'),
      notes: t('fields.notes'),
    },
  };
}
