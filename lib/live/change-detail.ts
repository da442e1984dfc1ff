import { changedTranslations } from '../i18n/client';
import { LIVE_TEXT_FIELDS, type LiveSession } from './types';

/**
 * A live session's change in words, for its audit entry (docs/console.md, Live): the session
 * as it was, then each field that changed, old → new (a description only by name).
 */
const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

export const describeSession = (session: Pick<LiveSession, 'title' | 'startsAt'>) =>
  `“${session.title}” at ${when(session.startsAt)}`;

const quoted = (text: string | null | undefined) => (text ? `“${text}”` : '(none)');
const audience = (ids: readonly string[]) =>
  ids.length === 0 ? 'every member with access' : `courses ${ids.join(', ')}`;
const sameIds = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join('\n') === [...b].sort().join('\n');

export function sessionChangeDetail(before: LiveSession, after: LiveSession): string {
  if (after.status === 'cancelled' && before.status !== 'cancelled')
    return `${describeSession(before)} → cancelled`;
  const changes = sessionChanges(before, after);
  return `${describeSession(before)}: ${changes.length > 0 ? changes.join(', ') : 'nothing changed'}`;
}

/** Each field of a session that changed (its status aside), old → new; none: nothing did. */
export function sessionChanges(before: LiveSession, after: LiveSession): string[] {
  const changes: string[] = [];
  if (before.title !== after.title)
    changes.push(`title ${quoted(before.title)} → ${quoted(after.title)}`);
  if (before.startsAt !== after.startsAt)
    changes.push(`start ${when(before.startsAt)} → ${when(after.startsAt)}`);
  if (before.timeZone !== after.timeZone)
    changes.push(`time zone ${before.timeZone} → ${after.timeZone}`);
  if (before.durationMinutes !== after.durationMinutes)
    changes.push(`duration ${before.durationMinutes} → ${after.durationMinutes} minutes`);
  if (before.joinUrl !== after.joinUrl)
    changes.push(`join link ${before.joinUrl} → ${after.joinUrl}`);
  if (!sameIds(before.courseIds, after.courseIds))
    changes.push(`audience ${audience(before.courseIds)} → ${audience(after.courseIds)}`);
  if (before.description !== after.description) changes.push('description');
  for (const { language, field, old, now } of changedTranslations(
    before.translations,
    after.translations,
    LIVE_TEXT_FIELDS,
  ))
    changes.push(
      field === 'title'
        ? `${language} title ${quoted(old)} → ${quoted(now)}`
        : `${language} description`,
    );
  if (before.recordingVideoId !== after.recordingVideoId)
    changes.push(
      `recording ${before.recordingVideoId ?? '(none)'} → ${after.recordingVideoId ?? '(none)'}`,
    );
  return changes;
}
