import { NextResponse } from 'next/server';
import { getCurrentSession, getRequestLocale, notSignedInResponse } from '@/lib/auth';
import { getServerEnv } from '@/lib/env';
import { loadMemberCourses } from '@/lib/grants';
import { fetchAllowed, HostNotAllowedError, jsonError } from '@/lib/http';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import { contentDisposition, findMaterial } from '@/lib/members';
import { isAllowedUrl } from '@/lib/security';

/** How long the file host may take to start answering; the transfer itself may take longer. */
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * Serves a class material as a download under its own file name. Only materials of the
 * member's own courses exist here; anything else is a 404 that says nothing more. The file
 * is fetched only from Contentful's asset hosts (CONTENTFUL_ASSET_HOSTS), redirects
 * included: a material whose URL points anywhere else is refused and logged, so content
 * can never make the server request another host.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/materials/[assetId]'>) {
  const session = await getCurrentSession();
  if (!session) return notSignedInResponse();
  const { member } = session;
  const { assetId } = await params;
  // The member reads a refusal in their browser: in their language, as the exports answer.
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'members');
  const unavailable = (what: string, error?: unknown) => {
    log('error', what, { route: '/api/materials', uid: member.uid, assetId, error });
    return jsonError(502, t('errors.materialUnavailable'));
  };
  let courses;
  try {
    // In the member's language, as the class page listed them: its materials are the ones shown.
    courses = await loadMemberCourses(session.record, Date.now(), locale);
  } catch (error) {
    return unavailable('could not load the member courses', error);
  }
  const material = findMaterial(courses, assetId);
  if (!material) return jsonError(404, t('errors.materialNotFound'));

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), UPSTREAM_TIMEOUT_MS);
  const assetHosts = getServerEnv().CONTENTFUL_ASSET_HOSTS;
  const upstream = await fetchAllowed(material.url, (url) => isAllowedUrl(url, assetHosts), {
    signal: controller.signal,
  })
    .catch((error: unknown) => error)
    .finally(() => clearTimeout(timer));
  if (upstream instanceof HostNotAllowedError)
    return unavailable('material refused: not on a Contentful asset host', upstream);
  if (!(upstream instanceof Response)) return unavailable('material download failed', upstream);
  if (!upstream.ok || !upstream.body)
    return unavailable(`material host answered ${upstream.status}`);
  // fetch() decodes a compressed body, so the host's length only holds for an uncoded one.
  const length = upstream.headers.get('content-encoding')
    ? null
    : upstream.headers.get('content-length');
  return new NextResponse(upstream.body, {
    headers: {
      'Content-Type': material.contentType,
      'Content-Disposition': contentDisposition(material.fileName),
      'Cache-Control': 'private, no-store',
      ...(length ? { 'Content-Length': length } : {}),
    },
  });
}
