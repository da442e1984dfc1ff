import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { presentedSecret, secretMatches } from '@/lib/auth';
import { CONTENT_TAG } from '@/lib/content';
import { getServerEnv } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';

/**
 * Contentful's publish webhook. The body is not needed (every content change drops the
 * whole content cache, every language's catalog and class bodies, which all carry
 * CONTENT_TAG), so it is never read: a huge body costs nothing.
 */
export async function POST(request: Request) {
  if (!secretMatches(presentedSecret(request.headers), getServerEnv().REVALIDATE_SECRET)) {
    return jsonError(401, 'Invalid or missing secret');
  }
  revalidateTag(CONTENT_TAG, { expire: 0 });
  log('info', 'content cache revalidated', { route: '/api/revalidate' });
  return NextResponse.json({ revalidated: true });
}
