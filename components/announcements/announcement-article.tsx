import type { ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  getFormatter,
  getTranslator,
  INTL_LOCALES,
  zoneName,
  type Locale,
} from '@/lib/i18n';

/** Markdown's HTML as the announcements show it (headings, lists, links, code). */
const PROSE =
  'flex flex-col gap-2 text-sm leading-relaxed text-slate-200 [&_a]:text-brand-300 [&_a]:underline [&_code]:rounded [&_code]:bg-ink-800 [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-5 [&_blockquote]:border-l-2 [&_blockquote]:border-ink-700 [&_blockquote]:pl-3';

/** "4 Dec 2026, 12:30" in the reader's zone (UTC, which the text says, for none), in their language. */
const DATE = { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } as const;

/**
 * One announcement: its title, when it was published and its message. `html` must come
 * from the announcements' Markdown renderer (lib/announcements), which lets no raw HTML
 * or unsafe link through.
 */
export function AnnouncementArticle({
  title,
  html,
  publishedAt,
  editedAt = null,
  headingLevel = 2,
  locale = DEFAULT_LOCALE,
  timeZone = 'UTC',
  children,
}: {
  title: string;
  html: string;
  publishedAt: number;
  /** When the console last edited it; shown as "Edited" beside the date. */
  editedAt?: number | null;
  headingLevel?: 2 | 3;
  /** The reader's language: a member's; the console's English by default. */
  locale?: Locale;
  /** The reader's time zone: a member's saved one; UTC for none and for the console. */
  timeZone?: string;
  /** What only one screen shows, below the date (the console's audience). */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = getTranslator(locale, 'announcements');
  const zoned = getTranslator(locale, 'timeZone');
  const format = getFormatter(locale, timeZone);
  // UTC keeps its own words ("… UTC"); a member's zone is named as their live times name it.
  const dated = (key: 'date' | 'editedAt', ms: number) => {
    const date = format.dateTime(ms, DATE);
    if (timeZone === 'UTC') return t(key, { date });
    const zone = zoneName(timeZone, INTL_LOCALES[locale]);
    return zoned(key === 'date' ? 'announcementDate' : 'announcementEditedAt', { date, zone });
  };
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900 p-4">
      <header className="flex flex-col gap-1">
        <Heading className="font-semibold break-words">{title}</Heading>
        <p className="text-xs text-slate-400">
          <time dateTime={new Date(publishedAt).toISOString()}>{dated('date', publishedAt)}</time>
          {editedAt !== null && (
            <>
              {' · '}
              <span title={dated('editedAt', editedAt)}>{t('edited')}</span>
            </>
          )}
        </p>
        {children}
      </header>
      <div className={`${PROSE} break-words`} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
