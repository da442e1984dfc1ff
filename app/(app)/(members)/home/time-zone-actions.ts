'use server';

import { getCurrentSession, getRequestLocale, NOT_SIGNED_IN } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { isTimeZone } from '@/lib/live';
import { log } from '@/lib/log';
import { saveMemberTimeZone } from '@/lib/members';

export type SaveTimeZoneResult = { ok: true } | { ok: false; error: string };

/**
 * The member's browser's time zone, sent by the members' pages when the record has none or
 * another (`TimeZoneSync`): saved on the record, so the server renders and e-mails their
 * times in it from the next render on. Only a zone Intl knows by its IANA name is kept.
 */
export async function saveTimeZone(zone: unknown): Promise<SaveTimeZoneResult> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: NOT_SIGNED_IN };
  const t = getTranslator(await getRequestLocale(), 'timeZone');
  if (typeof zone !== 'string' || !isTimeZone(zone)) return { ok: false, error: t('unknownZone') };
  if (session.record.timeZone === zone) return { ok: true };
  try {
    await saveMemberTimeZone(session.member.email, zone);
  } catch (error) {
    log('error', 'time zone not saved', { route: '/home', error });
    return { ok: false, error: t('zoneNotSaved') };
  }
  return { ok: true };
}
