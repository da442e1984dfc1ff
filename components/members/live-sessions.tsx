import { buttonClass } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { getTranslator, type Locale } from '@/lib/i18n';
import { durationMessage, type LiveSession, type MemberSessions } from '@/lib/live/client';
import { LocalTime } from './local-time';
import { MemberLink } from './member-link';

const card = 'rounded-2xl border border-ink-700 bg-ink-900 p-4';

/** The member's live sessions (already filtered to their audience on the server). */
export function LiveSessionLists({
  locale,
  sessions,
  selectedRecording,
}: {
  locale: Locale;
  sessions: MemberSessions;
  selectedRecording: string | null;
}) {
  const t = getTranslator(locale, 'live');
  const { upcoming, past, cancelled } = sessions;
  return (
    <>
      <section aria-labelledby="live-upcoming" className="flex flex-col gap-3">
        <h2 id="live-upcoming" className="text-xl font-semibold">
          {t('upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-slate-300">{t('noUpcoming')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {upcoming.map((session) => (
              <li key={session.id} className={card}>
                <UpcomingSession locale={locale} session={session} />
              </li>
            ))}
          </ul>
        )}
        {cancelled.length > 0 && (
          <>
            <h3 className="pt-2 font-semibold text-slate-300">{t('cancelledHeading')}</h3>
            <ul className="flex flex-col gap-2">
              {cancelled.map((session) => (
                <li key={session.id} className={`${card} text-slate-300`}>
                  <article aria-label={t('cancelledLabel', { title: session.title })}>
                    <p>
                      <span className="font-semibold line-through">{session.title}</span>{' '}
                      <span className="rounded-full border border-red-700 px-2 py-0.5 text-xs font-semibold text-red-300">
                        {t('cancelled')}
                      </span>
                    </p>
                    <p className="text-sm">
                      {t.rich('wasToStart', { time: () => <LocalTime ms={session.startsAt} /> })}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="live-past" className="flex flex-col gap-3">
        <h2 id="live-past" className="text-xl font-semibold">
          {t('past')}
        </h2>
        {past.length === 0 ? (
          <p className="text-slate-300">{t('noPast')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {past.map((session) => (
              <li key={session.id} className={card}>
                <article aria-label={session.title} className="flex flex-col gap-1">
                  <h3 className="font-semibold">{session.title}</h3>
                  <p className="text-sm text-slate-300">
                    <LocalTime ms={session.startsAt} />
                  </p>
                  {session.recordingVideoId ? (
                    <MemberLink
                      href={`/home/live?recording=${encodeURIComponent(session.id)}`}
                      aria-current={selectedRecording === session.id ? 'page' : undefined}
                      className="self-start text-sm font-semibold text-brand-300 underline"
                    >
                      {t('watch')}
                    </MemberLink>
                  ) : (
                    <p className="text-sm text-slate-400">{t('noRecording')}</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function UpcomingSession({ locale, session }: { locale: Locale; session: LiveSession }) {
  const t = getTranslator(locale, 'live');
  const duration = durationMessage(session.durationMinutes);
  return (
    <article aria-label={session.title} className="flex flex-col gap-2">
      <h3 className="text-lg font-semibold">{session.title}</h3>
      <p className="text-sm text-slate-200">
        <LocalTime ms={session.startsAt} /> · {t(`duration.${duration.key}`, duration.values)}
      </p>
      {session.description && (
        <p className="text-sm whitespace-pre-line text-slate-300">{session.description}</p>
      )}
      <ExternalLink
        href={session.joinUrl}
        newTabText={getTranslator(locale, 'common')('opensInNewTab')}
        className="self-start rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-400"
      >
        {t('join')}
      </ExternalLink>
      <a
        href={`/api/calendar/session/${encodeURIComponent(session.id)}`}
        download
        className={`self-start ${buttonClass()}`}
      >
        {t('addToCalendar')}
      </a>
    </article>
  );
}
