import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { presentedSecret, secretMatches } from '@/lib/auth';
import { CONTENT_TAG } from '@/lib/content';
import { getServerEnv } from '@/lib/env';
import { log } from '@/lib/log';

/**
 * Contentful's publish webhook. The body is not needed (every content change drops the
 * whole content cache), so it is never read: a huge body costs nothing.
 */
export async function POST(request: Request) {
  if (!secretMatches(presentedSecret(request.headers), getServerEnv().REVALIDATE_SECRET)) {
    return NextResponse.json({ error: 'Invalid or missing secret' }, { status: 401 });
  }
  revalidateTag(CONTENT_TAG, { expire: 0 });
  log('info', 'content cache revalidated', { route: '/api/revalidate' });
  return NextResponse.json({ revalidated: true });
}
