import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CalendarFeed } from '@/components/members/calendar-feed';
import { LiveSessionLists } from '@/components/members/live-sessions';
import { MembersPage } from '@/components/members/members-page';
import { VideoPlayer } from '@/components/video/video-player';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { getMemberSessionsOrEmpty } from '@/lib/live';
import { membersHeaderOf } from '../members-header';
import { resetCalendarLink } from './calendar-actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'live');
  return { title: t('meta'), robots: { index: false } };
}

/** The member's past sessions listed; older ones are not shown. */
const PAST_SHOWN = 20;

export default async function LivePage({ searchParams }: PageProps<'/home/live'>) {
  const params = await searchParams;
  const recording = typeof params.recording === 'string' ? params.recording : null;
  const session = await requireSession(
    recording ? `/home/live?recording=${encodeURIComponent(recording)}` : '/home/live',
  );
  // Filtered here, on the server: a session outside the member's audience is never
  // rendered or sent, in the HTML or the RSC payload.
  const locale = await getRequestLocale();
  const [mine, header] = await Promise.all([
    getMemberSessionsOrEmpty(session.record.courseIds, '/home/live', { locale }),
    membersHeaderOf(session, '/home/live'),
  ]);
  const past = mine.past.slice(0, PAST_SHOWN);
  const playing = recording
    ? mine.past.find((s) => s.id === recording && s.recordingVideoId !== null)
    : undefined;
  const t = getTranslator(locale, 'live');
  return (
    <MembersPage header={header} className="flex w-full max-w-5xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('heading')}</h1>
        <p className="text-slate-300">{t('intro')}</p>
      </div>
      {playing && (
        <section aria-labelledby="live-recording" className="flex flex-col gap-3">
          <h2 id="live-recording" className="text-xl font-semibold">
            {t('recording', { title: playing.title })}
          </h2>
          <ClientMessages locale={locale} namespaces={['player']}>
            <VideoPlayer
              key={playing.recordingVideoId}
              videoId={playing.recordingVideoId!}
              title={playing.title}
            />
          </ClientMessages>
        </section>
      )}
      <LiveSessionLists
        locale={locale}
        sessions={{ ...mine, past }}
        selectedRecording={playing?.id ?? null}
      />
      {/* Its words ship with this page only, not in every page's client catalogue. */}
      <ClientMessages locale={locale} namespaces={['calendarFeed']}>
        <CalendarFeed hasFeed={session.record.hasCalendarFeed} reset={resetCalendarLink} />
      </ClientMessages>
    </MembersPage>
  );
}
