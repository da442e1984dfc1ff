import type { Metadata } from 'next';
import Link from 'next/link';
import { MembersHeader } from '@/components/members/header';
import { SearchResults } from '@/components/members/search-results';
import { requireSession } from '@/lib/auth';
import { getMemberCoursesOrEmpty } from '@/lib/members';
import { getSearchOutcomeOrNull, readQuery, searchHref } from '@/lib/search';
import { membersHeaderOf } from '../members-header';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

const ROUTE = '/home/search';

export default async function SearchPage({ searchParams }: PageProps<'/home/search'>) {
  const query = readQuery((await searchParams).q);
  const session = await requireSession(searchHref(query.text));
  // The member's own courses, filtered from the shared catalog on the server, classes not
  // yet released locked: the search runs among their open classes only, before anything
  // renders or is counted.
  const courses = await getMemberCoursesOrEmpty(session.record, ROUTE);
  const outcome = query.text
    ? await getSearchOutcomeOrNull(session.member.uid, courses, query.text, ROUTE)
    : null;
  return (
    <div className="mx-auto flex min-h-dvh max-w-4xl flex-col gap-6 p-4 lg:p-8">
      <MembersHeader {...await membersHeaderOf(session, ROUTE)} query={query.text} />
      <main className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">
            {query.text ? 'Search results' : 'Search your classes'}
          </h1>
          <Link href="/home" className="text-sm text-brand-300 underline hover:text-brand-100">
            Back to your courses
          </Link>
        </div>
        <SearchResults query={query.text} cut={query.cut} outcome={outcome} />
      </main>
    </div>
  );
}
