import Link from 'next/link';
import { getMemberSessionsOrEmpty } from '@/lib/live';
import { LocalTime } from './local-time';

/** The dashboard's line about the member's next live session, if any (none: nothing shown). */
export async function NextLiveSession({ courseIds }: { courseIds: readonly string[] }) {
  const next = (await getMemberSessionsOrEmpty(courseIds, '/home')).upcoming[0];
  if (!next) return null;
  return (
    <p className="text-sm text-slate-300">
      Next live session: <span className="font-semibold text-slate-100">{next.title}</span>,{' '}
      <LocalTime ms={next.startsAt} />.{' '}
      <Link href="/home/live" className="font-semibold text-brand-300 underline">
        All live sessions
      </Link>
    </p>
  );
}
