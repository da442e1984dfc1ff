'use server';

import { getCurrentSession, NOT_SIGNED_IN } from '@/lib/auth';
import { log } from '@/lib/log';
import { MAIL_TOPICS, saveMailPreferences, type MailPreferences } from '@/lib/mail';

export type MailSettingsState = { ok: true; message: string } | { ok: false; error: string } | null;

/** The settings form: every choice at once, for the signed-in member's own record only. */
export async function saveMailSettings(
  _previous: MailSettingsState,
  form: FormData,
): Promise<MailSettingsState> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: NOT_SIGNED_IN };
  const preferences = Object.fromEntries(
    MAIL_TOPICS.map((topic) => [topic, form.get(topic) === 'on']),
  ) as MailPreferences;
  try {
    await saveMailPreferences(session.member.email, preferences);
  } catch (error) {
    log('error', 'mail settings not saved', { route: '/home/settings', error });
    return { ok: false, error: 'Your settings could not be saved. Please try again.' };
  }
  return { ok: true, message: 'Saved. Your e-mail settings are up to date.' };
}
