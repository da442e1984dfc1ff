'use server';

import { getCurrentSession, getRequestLocale } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import { MAIL_TOPICS, saveMailPreferences, type MailPreferences } from '@/lib/mail';

export type MailSettingsState = { ok: true; message: string } | { ok: false; error: string } | null;

/** The settings form: every choice at once, for the signed-in member's own record only. */
export async function saveMailSettings(
  _previous: MailSettingsState,
  form: FormData,
): Promise<MailSettingsState> {
  const session = await getCurrentSession();
  const t = getTranslator(await getRequestLocale(), 'settings');
  if (!session) return { ok: false, error: t('notSignedIn') };
  const preferences = Object.fromEntries(
    MAIL_TOPICS.map((topic) => [topic, form.get(topic) === 'on']),
  ) as MailPreferences;
  try {
    await saveMailPreferences(session.member.email, preferences);
  } catch (error) {
    log('error', 'mail settings not saved', { route: '/home/settings', error });
    return { ok: false, error: t('notSaved') };
  }
  return { ok: true, message: t('saved') };
}
