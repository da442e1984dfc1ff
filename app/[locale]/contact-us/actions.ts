'use server';

import { headers } from 'next/headers';
import { clientKey, submitContact, type ContactResult } from '@/lib/contact';
import { getServerEnv } from '@/lib/env';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n';

/**
 * The contact form's server action; the page itself stays static, only this reads headers.
 * The page binds its language as the first argument, so the errors come back in it; the
 * client can send anything there, so anything but a known language means English.
 */
export async function sendContactMessage(locale: unknown, input: unknown): Promise<ContactResult> {
  return submitContact(
    input,
    clientKey(await headers(), getServerEnv().TRUSTED_PROXY_HOPS),
    isLocale(locale) ? locale : DEFAULT_LOCALE,
  );
}
