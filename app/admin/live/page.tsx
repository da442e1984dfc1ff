import { LiveSessionForm } from '@/components/admin/live/live-session-form';
import { CancelSession, RecordingForm } from '@/components/admin/live/session-actions';
import { operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { courseTitle, getCatalogOrEmpty } from '@/lib/content';
import { getSiteTimeZone } from '@/lib/env';
import {
  endsAt,
  fetchLiveSessions,
  formatDuration,
  formatSessionTime,
  timeZoneNames,
  toLocalInput,
  type LiveSession,
  type LiveSessionFormValues,
} from '@/lib/live';
import { cancelSession, saveLiveSession, saveRecording } from './actions';

export const generateMetadata = () => operatorMetadata('Live sessions');

function emptyForm(zone: string): LiveSessionFormValues {
  return {
    title: '',
    timeZone: zone,
    startsAt: '',
    durationMinutes: '60',
    joinUrl: '',
    description: '',
    courseIds: [],
    repeatWeeks: '1',
  };
}

function formOf(session: LiveSession): LiveSessionFormValues {
  return {
    title: session.title,
    timeZone: session.timeZone,
    startsAt: toLocalInput(session.startsAt, session.timeZone),
    durationMinutes: String(session.durationMinutes),
    joinUrl: session.joinUrl,
    description: session.description,
    courseIds: session.courseIds,
    repeatWeeks: '1',
  };
}

/** The console lists the latest past sessions only; older ones stay stored. */
const PAST_SHOWN = 50;

const youtubeLink = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;

/** Sessions not over yet (cancelled ones too), soonest first; the latest past ones, newest first. */
function splitByEnd(sessions: LiveSession[], nowMs: number = Date.now()) {
  return {
    upcoming: sessions.filter((s) => endsAt(s) > nowMs),
    past: sessions
      .filter((s) => endsAt(s) <= nowMs)
      .reverse()
      .slice(0, PAST_SHOWN),
  };
}

export default async function LivePage({ searchParams }: PageProps<'/admin/live'>) {
  await requireOperator();
  const params = await searchParams;
  const [sessions, catalog] = await Promise.all([
    fetchLiveSessions(),
    getCatalogOrEmpty('/admin/live'),
  ]);
  const siteZone = getSiteTimeZone();
  const courses = catalog.courses.map((course) => ({ id: course.id, title: courseTitle(course) }));
  const titles = new Map(courses.map((course) => [course.id, course.title]));
  const editing =
    typeof params.edit === 'string'
      ? (sessions.find((s) => s.id === params.edit && s.status === 'scheduled') ?? null)
      : null;
  const zones = new Set([siteZone, ...timeZoneNames()]);
  if (editing) zones.add(editing.timeZone);
  const zoneOptions = [...zones].map((zone) => (
    <option key={zone} value={zone}>
      {zone}
    </option>
  ));
  const { upcoming, past } = splitByEnd(sessions);

  const audience = (session: LiveSession) =>
    session.courseIds.length === 0
      ? 'Every member with access'
      : session.courseIds.map((id) => titles.get(id) ?? `Unknown course (${id})`).join(', ');

  const details = (session: LiveSession) => (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="text-slate-400">When</dt>
      <dd>
        {formatSessionTime(session.startsAt, session.timeZone)} ({session.timeZone}),{' '}
        {formatDuration(session.durationMinutes)}
        <span className="block text-slate-400">
          {formatSessionTime(session.startsAt, 'UTC')} UTC
        </span>
      </dd>
      <dt className="text-slate-400">Audience</dt>
      <dd>{audience(session)}</dd>
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

  const heading = (session: LiveSession) => (
    <h3 className="flex flex-wrap items-center gap-2 font-semibold">
      {session.title}
      {session.status === 'cancelled' && (
        <span className="rounded-full border border-red-700 px-2 py-0.5 text-xs font-semibold text-red-300">
          cancelled
        </span>
      )}
    </h3>
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Live sessions</h1>
      <p className="max-w-3xl text-sm text-slate-300">
        Members see the sessions of their audience at /home/live, each in their own time zone.
        Editing or cancelling a session e-mails its audience. The starting time is read in the
        chosen time zone; a weekly series keeps that local time across daylight saving changes.
      </p>
      <section
        aria-labelledby="live-form"
        className="rounded-2xl border border-ink-700 bg-ink-900 p-4"
      >
        <h2 id="live-form" className="mb-3 font-semibold">
          {editing ? `Edit “${editing.title}”` : 'Schedule a session'}
        </h2>
        <LiveSessionForm
          key={editing?.id ?? 'new'}
          initial={editing ? formOf(editing) : emptyForm(siteZone)}
          editing={editing?.id ?? null}
          courses={courses}
          zoneOptions={zoneOptions}
          save={saveLiveSession}
        />
      </section>
      <section aria-labelledby="live-upcoming" className="flex flex-col gap-3">
        <h2 id="live-upcoming" className="text-lg font-semibold">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-slate-300">No upcoming sessions.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Upcoming sessions">
            {upcoming.map((session) => (
              <li key={session.id} className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
                <article aria-label={session.title} className="flex flex-col gap-3">
                  {heading(session)}
                  {details(session)}
                  {session.status === 'scheduled' && (
                    <div className="flex flex-wrap items-center gap-3">
                      <a
                        href={`/admin/live?edit=${encodeURIComponent(session.id)}#live-form`}
                        className="rounded-lg border border-ink-700 px-3 py-2 text-sm font-semibold hover:bg-ink-800"
                        aria-label={`Edit ${session.title}`}
                      >
                        Edit
                      </a>
                      <CancelSession
                        title={session.title}
                        cancel={cancelSession.bind(null, session.id)}
                      />
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="live-past" className="flex flex-col gap-3">
        <h2 id="live-past" className="text-lg font-semibold">
          Past
        </h2>
        <p className="text-sm text-slate-400">The latest {PAST_SHOWN}, newest first.</p>
        {past.length === 0 ? (
          <p className="text-sm text-slate-300">No past sessions.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Past sessions">
            {past.map((session) => (
              <li key={session.id} className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
                <article aria-label={session.title} className="flex flex-col gap-3">
                  {heading(session)}
                  {details(session)}
                  {session.status === 'scheduled' && (
                    <RecordingForm
                      title={session.title}
                      initial={
                        session.recordingVideoId ? youtubeLink(session.recordingVideoId) : ''
                      }
                      save={saveRecording.bind(null, session.id)}
                    />
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
