import type { Locale } from '../i18n';
import { mailTranslator } from '../mail';
import type { LastClass } from './drifting-rules';

/** The nudge e-mail's words in the member's language (the mail layout escapes them). */
export function nudgeMessage(
  input: { siteName: string; homeUrl: string; lastClass: LastClass | null },
  locale: Locale = 'en',
): {
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; href: string };
} {
  const t = mailTranslator(locale);
  const { siteName, lastClass } = input;
  const where = lastClass?.classTitle
    ? lastClass.courseTitle
      ? t('nudge.lastClassIn', {
          classTitle: lastClass.classTitle,
          courseTitle: lastClass.courseTitle,
        })
      : t('nudge.lastClass', { classTitle: lastClass.classTitle })
    : t('nudge.waiting');
  return {
    subject: t('nudge.subject', { siteName }),
    heading: t('nudge.heading'),
    paragraphs: [t('nudge.since', { siteName, where }), t('nudge.momentum')],
    action: { label: t('nudge.action'), href: input.homeUrl },
  };
}
