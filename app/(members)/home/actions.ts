'use server';

import { updateTag } from 'next/cache';
import { getCurrentMember } from '@/lib/auth/current-member';
import { CONTENT_TAG } from '@/lib/content';

export type Result<T> = { ok: true; data: T } | { ok: false; error: string };

/** The course list's refresh button: drops the cached content so the next render reads Contentful. */
export async function refreshCourses(): Promise<Result<null>> {
  if (!(await getCurrentMember())) return { ok: false, error: 'Not signed in' };
  updateTag(CONTENT_TAG);
  return { ok: true, data: null };
}
