import type { Metadata } from 'next';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { MembersHeader } from '@/components/members/header';
import { MailSettingsForm } from '@/components/members/mail-settings-form';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { fetchMailPreferences } from '@/lib/mail';
import { saveLanguage } from '../language-actions';
import { membersHeaderOf } from '../members-header';
import { saveMailSettings } from './actions';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

export default async function SettingsPage() {
  const session = await requireSession('/home/settings');
  const [preferences, locale] = await Promise.all([
    fetchMailPreferences(session.member.email),
    getRequestLocale(),
  ]);
  return (
    <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
      <MembersHeader {...await membersHeaderOf(session, '/home/settings')} />
      <main className="flex max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <section aria-labelledby="language-title" className="flex flex-col gap-2">
          <h2 id="language-title" className="text-lg font-semibold">
            {getTranslator(locale, 'common')('languageSwitcher')}
          </h2>
          <LanguageSwitcher current={locale} save={saveLanguage} />
        </section>
        <MailSettingsForm
          email={session.member.email}
          preferences={preferences}
          action={saveMailSettings}
        />
      </main>
    </div>
  );
}
