import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { MailSettingsForm } from '@/components/members/mail-settings-form';
import { MembersPage } from '@/components/members/members-page';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import { fetchMailPreferences } from '@/lib/mail';
import { saveLanguage } from '../language-actions';
import { membersHeaderOf } from '../members-header';
import { saveMailSettings } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'settings');
  return { title: t('meta'), robots: { index: false } };
}

/** The member's mail choices, or null when they cannot be read (the page says so). */
async function mailPreferencesOrNull(email: string) {
  try {
    return await fetchMailPreferences(email);
  } catch (error) {
    log('error', 'could not read the mail preferences', { route: '/home/settings', error });
    return null;
  }
}

export default async function SettingsPage() {
  const session = await requireSession('/home/settings');
  const [preferences, header] = await Promise.all([
    mailPreferencesOrNull(session.member.email),
    membersHeaderOf(session, '/home/settings'),
  ]);
  const { locale } = header;
  return (
    <MembersPage header={header} className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">
        {getTranslator(locale, 'settings')('heading')}
      </h1>
      <section aria-labelledby="language-title" className="flex flex-col gap-2">
        <h2 id="language-title" className="text-lg font-semibold">
          {getTranslator(locale, 'common')('languageSwitcher')}
        </h2>
        <LanguageSwitcher current={locale} save={saveLanguage} />
      </section>
      {preferences === null ? (
        <p role="alert" className="text-slate-300">
          {getTranslator(locale, 'settings')('loadFailed')}
        </p>
      ) : (
        // The form's words ship with this page only.
        <ClientMessages locale={locale} namespaces={['mailSettings']}>
          <MailSettingsForm
            email={session.member.email}
            preferences={preferences}
            action={saveMailSettings}
          />
        </ClientMessages>
      )}
    </MembersPage>
  );
}
