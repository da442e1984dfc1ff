import type { Announcement } from './client';
import type { AnnouncementInput } from './form';

/** An audience in words, as the audit log says it. */
export function audienceText(courseIds: readonly string[]): string {
  return courseIds.length === 0 ? 'every member with access' : `courses ${courseIds.join(', ')}`;
}

const sameCourses = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

const LANGUAGE_NAMES = { ms: 'Malay', zh: 'Chinese' } as const;
const quoted = (text: string | undefined) => (text ? `"${text}"` : '(none)');

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
  for (const [language, name] of Object.entries(LANGUAGE_NAMES) as Array<
    [keyof typeof LANGUAGE_NAMES, string]
  >) {
    const old = before.translations?.[language] ?? {};
    const now = after.translations?.[language] ?? {};
    if ((old.title ?? '') !== (now.title ?? ''))
      changes.push(`${name} title ${quoted(old.title)} → ${quoted(now.title)}`);
    if ((old.markdown ?? '') !== (now.markdown ?? '')) changes.push(`${name} message`);
  }
  return `"${after.title}": ${changes.length > 0 ? changes.join(', ') : 'nothing changed'}`;
}
