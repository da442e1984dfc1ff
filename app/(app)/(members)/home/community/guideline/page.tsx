import type { Metadata } from 'next';
import { MembersPage } from '@/components/members/members-page';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { COMMUNITY_GUIDELINE_PATH } from '@/lib/community';
import { getTranslator } from '@/lib/i18n';
import { membersHeaderOf } from '../../members-header';

const POINTS = ['education', 'noSignals', 'law', 'respect', 'privacy'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'communityGuide');
  return { title: t('title'), robots: { index: false } };
}

/** The community guideline every post form links to: education, never trade calls. */
export default async function CommunityGuidelinePage() {
  const session = await requireSession(COMMUNITY_GUIDELINE_PATH);
  const header = await membersHeaderOf(session, COMMUNITY_GUIDELINE_PATH);
  const t = getTranslator(header.locale, 'communityGuide');
  return (
    <MembersPage header={header} className="flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="text-slate-300">{t('intro')}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-300">
        {POINTS.map((point) => (
          <li key={point}>{t(`points.${point}`)}</li>
        ))}
      </ul>
    </MembersPage>
  );
}
