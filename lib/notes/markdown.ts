import { getTranslator, type Locale } from '../i18n';
import { calendarDay } from '../live/client';
import type { NoteCourseGroup } from './groups';
import { noteHref, noteTime, type Note } from './rules';

/**
 * Text as literal Markdown: every character CommonMark gives a meaning inline is
 * backslash-escaped, and what would start a block at a line's start (a heading, a quote,
 * a list item, a rule) is escaped there. Leading spaces are dropped so no line becomes code.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/^[ \t]+/, '')
        .replace(/[\\`*_[\]<>#|~!&{}]/g, (c) => `\\${c}`)
        .replace(/^([-+=])/, '\\$1')
        .replace(/^(\d+)([.)])/, '$1\\$2'),
    )
    .join('\n');
}

/** A note's text as a list item's body: continuation lines indented, line breaks kept. */
function noteBody(text: string): string {
  const lines = escapeMarkdown(text.trim()).split('\n');
  return lines.map((line, i) => (i === 0 ? line : line === '' ? '' : `  ${line}`)).join('  \n');
}

function noteLine(note: Note, siteUrl: string | null): string {
  const time = noteTime(note.seconds);
  const moment = siteUrl ? `[${time}](<${siteUrl}${noteHref(note)}>)` : time;
  return `- ${moment}: ${noteBody(note.text)}`;
}

/**
 * Every note of a member as one Markdown file: by course and class, then the rest. Its own
 * words are in the member's language (the `notesPage` catalogue's `export`); the date is
 * ISO 8601 in every language, as the file's name has it.
 */
export function notesMarkdown(
  grouped: { courses: NoteCourseGroup[]; elsewhere: Note[] },
  options: {
    siteUrl: string;
    siteName: string;
    exportedAt: Date;
    locale: Locale;
    timeZone: string;
  },
): string {
  const t = getTranslator(options.locale, 'notesPage');
  const site = options.siteUrl.replace(/\/+$/, '');
  // The member's day, not UTC's: 07:30 in Johor Bahru is still the day before in UTC.
  const date = calendarDay(options.exportedAt.getTime(), options.timeZone);
  const out = [
    `# ${escapeMarkdown(t('export.heading'))}`,
    '',
    escapeMarkdown(t('export.exported', { site: options.siteName, date })),
  ];
  if (grouped.courses.length === 0 && grouped.elsewhere.length === 0)
    out.push('', escapeMarkdown(t('export.empty')));
  for (const course of grouped.courses) {
    out.push('', `## ${escapeMarkdown(course.title)}`);
    for (const courseClass of course.classes) {
      out.push('', `### ${escapeMarkdown(courseClass.title)}`, '');
      for (const note of courseClass.notes)
        out.push(noteLine(note, courseClass.locked ? null : site));
    }
  }
  if (grouped.elsewhere.length > 0) {
    out.push('', `## ${escapeMarkdown(t('elsewhere'))}`, '');
    for (const note of grouped.elsewhere) out.push(noteLine(note, null));
  }
  return `${out.join('\n')}\n`;
}
