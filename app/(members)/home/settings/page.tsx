import type { Metadata } from 'next';
import { MembersHeader } from '@/components/members/header';
import { MailSettingsForm } from '@/components/members/mail-settings-form';
import { requireSession } from '@/lib/auth';
import { fetchMailPreferences } from '@/lib/mail';
import { membersHeaderOf } from '../members-header';
import { saveMailSettings } from './actions';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

export default async function SettingsPage() {
  const session = await requireSession('/home/settings');
  const preferences = await fetchMailPreferences(session.member.email);
  return (
    <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
      <MembersHeader {...await membersHeaderOf(session, '/home/settings')} />
      <main className="flex max-w-2xl flex-col gap-6">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <MailSettingsForm
          email={session.member.email}
          preferences={preferences}
          action={saveMailSettings}
        />
      </main>
    </div>
  );
}
