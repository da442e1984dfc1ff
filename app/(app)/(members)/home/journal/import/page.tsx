import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ImportForm } from '@/components/journal/import-form';
import { MemberLink } from '@/components/members/member-link';
import { MembersPage } from '@/components/members/members-page';
import { buttonClass } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { membersHeaderOf } from '../../members-header';
import { importRowsAction, previewImportAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'journal');
  return { title: t('import.meta'), robots: { index: false } };
}

/** /home/journal/import: a CSV file previewed, then imported whole or not at all. */
export default async function JournalImportPage() {
  const session = await requireSession('/home/journal/import');
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'journal');
  const header = await membersHeaderOf(session, '/home/journal/import');
  return (
    <MembersPage header={header} className="flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('import.heading')}</h1>
      <p className="text-slate-300">{t('import.intro')}</p>
      <ClientMessages locale={locale} namespaces={['journal']}>
        <ImportForm preview={previewImportAction} write={importRowsAction} />
      </ClientMessages>
      <div className="flex gap-2">
        <MemberLink href="/home/journal" className={buttonClass()}>
          {t('import.back')}
        </MemberLink>
        <DownloadLink
          href="/api/journal/export"
          failedText={t('problems.exportFailed')}
          className={buttonClass()}
        >
          {t('import.export')}
        </DownloadLink>
      </div>
    </MembersPage>
  );
}
