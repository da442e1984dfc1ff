import { NextResponse } from 'next/server';
import { getCurrentMember } from '@/lib/auth/current-member';
import { log } from '@/lib/log';
import { getMemberCourses } from '@/lib/members/courses';
import { contentDisposition, findMaterial } from '@/lib/members/materials';

/**
 * Serves a class material as a download under its own file name. Only materials of the
 * member's own courses exist here; anything else is a 404 that says nothing more.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/materials/[assetId]'>) {
  const member = await getCurrentMember();
  if (!member) return NextResponse.json({ error: 'Not signed in' }, { status: 401 });
  const { assetId } = await params;
  const material = findMaterial(await getMemberCourses(member), assetId);
  if (!material) return NextResponse.json({ error: 'Not found' }, { status: 404 });
  const upstream = await fetch(material.url, { signal: AbortSignal.timeout(30_000) }).catch(
    (error: unknown) => {
      log('error', 'material download failed', { route: '/api/materials', assetId, error });
      return null;
    },
  );
  if (!upstream?.ok || !upstream.body)
    return NextResponse.json({ error: 'Download unavailable' }, { status: 502 });
  return new NextResponse(upstream.body, {
    headers: {
      'Content-Type': material.contentType,
      'Content-Disposition': contentDisposition(material.fileName),
      'Cache-Control': 'private, no-store',
      ...(upstream.headers.get('content-length')
        ? { 'Content-Length': upstream.headers.get('content-length')! }
        : {}),
    },
  });
}
