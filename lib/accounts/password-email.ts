import 'server-only';
import { sendFirebasePasswordEmail } from '../firebase';
import { DEFAULT_LOCALE } from '../i18n/client';
import { fetchMemberRecord } from '../members';

/**
 * Firebase's set-password e-mail, in the language the member chose (English before any
 * choice, as for a buyer whose account the payment just made). One read of their record.
 */
export async function sendSetPasswordEmail(email: string): Promise<void> {
  const { language } = await fetchMemberRecord(email);
  await sendFirebasePasswordEmail(email, language ?? DEFAULT_LOCALE);
}
