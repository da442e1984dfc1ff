/**
 * A file the browser fetched to save (components/ui/download-link.tsx), or why it could not:
 * the message of the project's JSON refusals (`{ error }`, jsonError), null when there is
 * none to show (the network failed, or the answer was not one of them).
 */
export type Download =
  { ok: true; file: Blob; name: string } | { ok: false; message: string | null };

/**
 * The file name an attachment header gives (RFC 6266): `filename*` (RFC 8187, UTF-8) first,
 * then `filename`, else `fallback`. A name is cut to its last path segment.
 */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(disposition ?? '')?.[1];
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition ?? '');
  let name = plain?.[1] ?? plain?.[2];
  if (extended)
    try {
      name = decodeURIComponent(extended);
    } catch {
      // A malformed escape: the plain name stands.
    }
  return name?.split(/[\\/]/).pop()?.trim() || fallback;
}

/** What a refusal says, from the JSON body the project's routes answer with (jsonError). */
export async function refusalMessage(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  const body: unknown = await response.json().catch(() => null);
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() ? error : null;
}

/** Fetches `href` (same origin, the session's cookie) as a file to save, or why not. */
export async function fetchDownload(href: string): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return { ok: false, message: null };
  }
  if (!response.ok || response.redirected)
    return { ok: false, message: await refusalMessage(response) };
  const fallback = href.split(/[?#]/)[0]!.split('/').pop() || 'download';
  try {
    const file = await response.blob();
    return {
      ok: true,
      file,
      name: attachmentFileName(response.headers.get('content-disposition'), fallback),
    };
  } catch {
    return { ok: false, message: null };
  }
}
