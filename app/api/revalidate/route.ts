import { revalidateTag } from 'next/cache';
import { after, NextResponse } from 'next/server';
import { presentedSecret, secretMatches } from '@/lib/auth';
import { CONTENT_TAG } from '@/lib/content';
import { getServerEnv } from '@/lib/env';
import { jsonError } from '@/lib/http';
import { log } from '@/lib/log';
import { refreshSearchIndexes } from '@/lib/search';

/**
 * Contentful's publish webhook. The body is not needed (every content change drops the
 * whole content cache, every language's catalog and class bodies, which all carry
 * CONTENT_TAG), so it is never read: a huge body costs nothing. Once the answer has gone,
 * this instance reads the new catalog and builds its search indexes, so no member's search
 * waits for them (other instances: docs/search-index.md).
 */
export async function POST(request: Request) {
  if (!secretMatches(presentedSecret(request.headers), getServerEnv().REVALIDATE_SECRET)) {
    return jsonError(401, 'Invalid or missing secret');
  }
  revalidateTag(CONTENT_TAG, { expire: 0 });
  log('info', 'content cache revalidated', { route: '/api/revalidate' });
  after(() => refreshSearchIndexes());
  return NextResponse.json({ revalidated: true });
}
