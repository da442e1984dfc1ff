'use server';

import { operatorAction } from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import { loadCatalog } from '@/lib/content';
import {
  cancelLiveSession,
  createLiveSessions,
  expireLiveSessions,
  formatSessionTime,
  formValuesOf,
  notifySessionChange,
  parseLiveSessionForm,
  parseRecordingLink,
  setLiveRecording,
  updateLiveSession,
  type LiveSessionFormValues,
  type Notified,
  type WallTimeFit,
} from '@/lib/live';

/** What the operator is told about wall times the zone's clock skipped or repeated. */
function fitNote(starts: ReadonlyArray<{ startsAt: number; fit: WallTimeFit }>, zone: string) {
  const gaps = starts.filter((s) => s.fit === 'gap');
  const overlaps = starts.filter((s) => s.fit === 'overlap');
  const notes: string[] = [];
  if (gaps.length > 0)
    notes.push(
      `The clocks skip that time in ${zone} on ${gaps.length === 1 ? 'one date' : `${gaps.length} dates`} (daylight saving): ${gaps.map((s) => formatSessionTime(s.startsAt, zone)).join('; ')}.`,
    );
  if (overlaps.length > 0)
    notes.push(
      `That time happens twice in ${zone} on ${overlaps.length === 1 ? 'one date' : `${overlaps.length} dates`}; the first is used.`,
    );
  return notes.length > 0 ? ` ${notes.join(' ')}` : '';
}

/** What the operator is told about the audience's e-mails. */
function toldNote({ told, failed, unread }: Notified): string {
  if (unread)
    return ' Its audience could not be read just now, so nobody was e-mailed (logged): tell them another way, an announcement for one.';
  const members = (n: number) => (n === 1 ? '1 member' : `${n} members`);
  const sent = ` E-mailed ${members(told)} of its audience.`;
  return failed > 0
    ? `${sent} ${failed === 1 ? 'One e-mail' : `${failed} e-mails`} could not be queued (logged).`
    : sent;
}

/**
 * Schedules a session or a weekly series (`id` null), or edits the session `id` as the page
 * showed it at `version` (its sequence): one someone else saved since is refused as stale.
 */
export const saveLiveSession = operatorAction(
  'saveLiveSession',
  async (operator, input: LiveSessionFormValues, id: string | null, version?: unknown) => {
    const catalog = await loadCatalog();
    const creating = id === null;
    const catalogIds = catalog.courses.map((course) => course.id);
    const parsed = parseLiveSessionForm(formValuesOf(input), {
      catalogCourseIds: catalogIds,
      creating,
      nowMs: Date.now(),
    });
    if (!parsed.ok) return parsed;
    const by = byOperator(operator.member.email);
    const zone = parsed.session.timeZone;
    if (creating) {
      const created = await createLiveSessions(
        parsed.session,
        parsed.starts.map((s) => s.startsAt),
        by,
      );
      expireLiveSessions();
      const first = formatSessionTime(created[0]!.startsAt, zone);
      const what =
        created.length > 1
          ? `Scheduled ${created.length} weekly sessions from ${first} (${zone}).`
          : `Scheduled for ${first} (${zone}).`;
      return { ok: true, data: what + fitNote(parsed.starts, zone) };
    }
    const change = await updateLiveSession(
      String(id),
      {
        ...parsed.session,
        startsAt: parsed.starts[0]!.startsAt,
      },
      by,
      { version: Number.isSafeInteger(version) ? (version as number) : undefined },
    );
    if (!change.ok) return change;
    if (change.unchanged) return { ok: true, data: 'Nothing changed, so nobody was e-mailed.' };
    expireLiveSessions();
    const notified = await notifySessionChange('changed', change);
    return {
      ok: true,
      data: `Saved: ${formatSessionTime(change.after.startsAt, zone)} (${zone}).${fitNote(parsed.starts, zone)}${toldNote(notified)}`,
    };
  },
);

/** Cancels a session; it stays listed as cancelled. */
export const cancelSession = operatorAction('cancelLiveSession', async (operator, id: string) => {
  const change = await cancelLiveSession(String(id), byOperator(operator.member.email));
  if (!change.ok) return change;
  expireLiveSessions();
  const notified = await notifySessionChange('cancelled', change);
  return { ok: true, data: `Cancelled.${toldNote(notified)}` };
});

/** Sets the recording of a session that is over (an empty link removes it). */
export const saveRecording = operatorAction(
  'saveLiveRecording',
  async (operator, id: string, link: string) => {
    const parsed = parseRecordingLink(link);
    if (!parsed.ok) return parsed;
    const change = await setLiveRecording(
      String(id),
      parsed.videoId,
      byOperator(operator.member.email),
    );
    if (!change.ok) return change;
    expireLiveSessions();
    return { ok: true, data: parsed.videoId ? 'Recording saved.' : 'Recording removed.' };
  },
);
