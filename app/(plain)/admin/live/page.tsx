import { LiveSessionForm } from '@/components/admin/live/live-session-form';
import { CancelSession, RecordingForm } from '@/components/admin/live/session-actions';
import { LiveSessionList, sessionHeadingId } from '@/components/admin/live/session-list';
import { consoleCourseTitle, operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { getSiteTimeZone } from '@/lib/env';
import {
  endsAt,
  fetchLiveSessions,
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
    titleMs: '',
    descriptionMs: '',
    titleZh: '',
    descriptionZh: '',
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
    titleMs: session.translations?.ms?.title ?? '',
    descriptionMs: session.translations?.ms?.description ?? '',
    titleZh: session.translations?.zh?.title ?? '',
    descriptionZh: session.translations?.zh?.description ?? '',
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
  const courses = catalog.courses.map((course) => ({
    id: course.id,
    title: consoleCourseTitle(course),
  }));
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
          version={editing?.sequence}
          courses={courses}
          zoneOptions={zoneOptions}
          save={saveLiveSession}
        />
      </section>
      <LiveSessionList
        id="live-upcoming"
        title="Upcoming"
        sessions={upcoming}
        courseTitles={titles}
        actions={(session) => (
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
              heading={sessionHeadingId(session.id)}
              cancel={cancelSession.bind(null, session.id)}
            />
          </div>
        )}
      />
      <LiveSessionList
        id="live-past"
        title="Past"
        note={`The latest ${PAST_SHOWN}, newest first.`}
        sessions={past}
        courseTitles={titles}
        actions={(session) => (
          <RecordingForm
            title={session.title}
            initial={session.recordingVideoId ? youtubeLink(session.recordingVideoId) : ''}
            save={saveRecording.bind(null, session.id)}
          />
        )}
      />
    </div>
  );
}
