'use server';

import { getRequestLocale, requireSession } from '@/lib/auth';
import { feedUrlsOf, resetCalendarFeed } from '@/lib/calendar';
import { getServerEnv } from '@/lib/env';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import { RateLimiter } from '@/lib/rate-limit';

export type FeedLinks = { https: string; webcal: string };
export type FeedResult = { ok: true; data: FeedLinks } | { ok: false; error: string };

const resets = new RateLimiter({ limit: 5, windowMs: 60_000 }, { name: 'calendar-reset' });

/**
 * "Get calendar link" / "Reset calendar link": a new private feed address for the member;
 * the old one answers 404 from now on. The token is shown in this answer only (the store
 * keeps its hash).
 */
export async function resetCalendarLink(): Promise<FeedResult> {
  const { member } = await requireSession('/home/live');
  const t = getTranslator(await getRequestLocale(), 'live');
  if (!(await resets.allow(member.uid))) return { ok: false, error: t('errors.tooManyResets') };
  try {
    const token = await resetCalendarFeed(member.email);
    return { ok: true, data: feedUrlsOf(getServerEnv().SITE_URL, token) };
  } catch (error) {
    log('error', 'could not reset a calendar link', { uid: member.uid, error });
    return { ok: false, error: t('errors.resetFailed') };
  }
}
