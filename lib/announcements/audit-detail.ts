import { changedTranslations } from '../i18n/client';
import { ANNOUNCEMENT_TEXT_FIELDS, type Announcement } from './client';
import type { AnnouncementInput } from './form';

/** An audience in words, as the audit log says it. */
export function audienceText(courseIds: readonly string[]): string {
  return courseIds.length === 0 ? 'every member with access' : `courses ${courseIds.join(', ')}`;
}

const sameCourses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

const quoted = (text: string) => (text ? `"${text}"` : '(none)');

/**
 * What an edit changed, for the audit log: `"Title": title "Old" → "New", message, audience
 * …, Malay title "Lama" → "Baru", Chinese message`.
 */
export function editDetail(
  before: Pick<Announcement, 'title' | 'markdown' | 'courseIds' | 'translations'>,
  after: AnnouncementInput,
): string {
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`title "${before.title}" → "${after.title}"`);
  if (before.markdown !== after.markdown) changes.push('message');
  if (!sameCourses(before.courseIds, after.courseIds))
    changes.push(`audience ${audienceText(before.courseIds)} → ${audienceText(after.courseIds)}`);
  for (const { language, field, old, now } of changedTranslations(
    before.translations,
    after.translations,
    ANNOUNCEMENT_TEXT_FIELDS,
  ))
    changes.push(
      field === 'title'
        ? `${language} title ${quoted(old)} → ${quoted(now)}`
        : `${language} message`,
    );
  return `"${after.title}": ${changes.length > 0 ? changes.join(', ') : 'nothing changed'}`;
}
