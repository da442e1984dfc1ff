import type { Metadata } from 'next';
import { MemberLink } from '@/components/members/member-link';
import { MembersPage } from '@/components/members/members-page';
import { SearchResults } from '@/components/members/search-results';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getMemberCoursesOrEmpty } from '@/lib/grants';
import { getTranslator } from '@/lib/i18n';
import { getSearchOutcomeOrNull, readQuery, searchHref } from '@/lib/search';
import { membersHeaderOf } from '../members-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'search');
  return { title: t('meta'), robots: { index: false } };
}

const ROUTE = '/home/search';

export default async function SearchPage({ searchParams }: PageProps<'/home/search'>) {
  const query = readQuery((await searchParams).q);
  const session = await requireSession(searchHref(query.text));
  // The member's own courses, filtered from the shared catalog on the server, classes not
  // yet released locked: the search runs among their open classes only, before anything
  // renders or is counted.
  const locale = await getRequestLocale();
  const courses = await getMemberCoursesOrEmpty(session.record, ROUTE, undefined, locale);
  const [outcome, header] = await Promise.all([
    query.text
      ? getSearchOutcomeOrNull(session.member.uid, courses, query.text, ROUTE, locale)
      : null,
    membersHeaderOf(session, ROUTE),
  ]);
  const t = getTranslator(locale, 'search');
  return (
    <MembersPage
      header={{ ...header, query: query.text }}
      className="flex w-full max-w-4xl flex-col gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          {query.text ? t('results') : t('heading')}
        </h1>
        <MemberLink href="/home" className="text-sm text-brand-300 underline hover:text-brand-100">
          {t('back')}
        </MemberLink>
      </div>
      <SearchResults locale={locale} query={query.text} cut={query.cut} outcome={outcome} />
    </MembersPage>
  );
}
