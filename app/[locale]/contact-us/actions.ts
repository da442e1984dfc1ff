'use server';

import { headers } from 'next/headers';
import { clientKey, submitContact, type ContactResult } from '@/lib/contact';
import { getServerEnv } from '@/lib/env';

/** The contact form's server action; the page itself stays static, only this reads headers. */
export async function sendContactMessage(input: unknown): Promise<ContactResult> {
  return submitContact(input, clientKey(await headers(), getServerEnv().TRUSTED_PROXY_HOPS));
}
