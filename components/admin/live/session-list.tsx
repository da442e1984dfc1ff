import type { ReactNode } from 'react';
import { formatMinutes, formatSessionTime, type LiveSession } from '@/lib/live/client';

/** A session's heading: where focus goes when a cancel takes the session's actions away. */
export const sessionHeadingId = (sessionId: string) => `session-${sessionId}`;

/**
 * One of the console's lists of live sessions (upcoming, past): each session's heading and
 * details; `actions` renders what an operator can do with a scheduled one.
 */
export function LiveSessionList({
  id,
  title,
  note,
  sessions,
  courseTitles,
  actions,
}: {
  id: string;
  /** 'Upcoming', 'Past': the heading; the list is named `<title> sessions`. */
  title: string;
  note?: string;
  sessions: readonly LiveSession[];
  courseTitles: ReadonlyMap<string, string>;
  actions: (session: LiveSession) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="text-sm text-slate-400">{note}</p>}
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-300">{`No ${title.toLowerCase()} sessions.`}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`${title} sessions`}>
          {sessions.map((session) => (
            <li key={session.id} className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
              <article aria-label={session.title} className="flex flex-col gap-3">
                <h3
                  id={sessionHeadingId(session.id)}
                  tabIndex={-1}
                  className="flex flex-wrap items-center gap-2 font-semibold"
                >
                  {session.title}
                  {session.status === 'cancelled' && (
                    <span className="rounded-full border border-red-700 px-2 py-0.5 text-xs font-semibold text-red-300">
                      cancelled
                    </span>
                  )}
                </h3>
                <SessionDetails session={session} courseTitles={courseTitles} />
                {session.status === 'scheduled' && actions(session)}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionDetails({
  session,
  courseTitles,
}: {
  session: LiveSession;
  courseTitles: ReadonlyMap<string, string>;
}) {
  const audience =
    session.courseIds.length === 0
      ? 'Every member with access'
      : session.courseIds.map((id) => courseTitles.get(id) ?? `Unknown course (${id})`).join(', ');
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-slate-400">When</dt>
      <dd>
        {formatSessionTime(session.startsAt, session.timeZone)} ({session.timeZone}),{' '}
        {formatMinutes(session.durationMinutes)}
        <span className="block text-slate-400">
          {formatSessionTime(session.startsAt, 'UTC')} UTC
        </span>
      </dd>
      <dt className="text-slate-400">Audience</dt>
      <dd>{audience}</dd>
      <dt className="text-slate-400">Join link</dt>
      <dd className="break-all">{session.joinUrl}</dd>
      {session.description && (
        <>
          <dt className="text-slate-400">Description</dt>
          <dd className="whitespace-pre-line">{session.description}</dd>
        </>
      )}
      {session.seriesId && (
        <>
          <dt className="text-slate-400">Series</dt>
          <dd>Weekly series</dd>
        </>
      )}
      <dt className="text-slate-400">Changes</dt>
      <dd>{session.sequence}</dd>
    </dl>
  );
}
