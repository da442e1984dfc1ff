'use server';

import { updateTag } from 'next/cache';
import { getCurrentSession, getRequestLocale, NOT_SIGNED_IN } from '@/lib/auth';
import { CONTENT_TAG, loadCatalog } from '@/lib/content';
import { getTranslator } from '@/lib/i18n';
import { RateLimiter } from '@/lib/rate-limit';

export type Result<T> = { ok: true; data: T } | { ok: false; error: string };

/** However often anyone presses refresh, Contentful is asked at most once in this interval. */
const REFRESH_INTERVAL_MS = 15_000;
const refreshes = new RateLimiter({ limit: 5, windowMs: 60_000 }, { name: 'refresh-courses' });

/**
 * The course list's refresh button. The catalog is shared by every member, so a refresh
 * drops it only when it is older than REFRESH_INTERVAL_MS; a newer one is simply re-read.
 */
export async function refreshCourses(): Promise<Result<null>> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: NOT_SIGNED_IN };
  if (!(await refreshes.allow(session.member.uid))) {
    const t = getTranslator(await getRequestLocale(), 'members');
    return { ok: false, error: t('errors.tooManyRefreshes') };
  }
  const catalog = await loadCatalog().catch(() => null);
  if (!catalog || Date.now() - catalog.fetchedAt > REFRESH_INTERVAL_MS) updateTag(CONTENT_TAG);
  return { ok: true, data: null };
}
