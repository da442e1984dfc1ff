const ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_FORMS = new Set(['embed', 'live', 'shorts', 'v']);

/**
 * The YouTube video id in a link: youtu.be/ID, watch?v=ID (parameters in any order), or
 * the /embed/, /live/, /shorts/ and /v/ paths. Anything else is null.
 */
export function parseVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] && PATH_FORMS.has(segments[0])) candidate = segments[1];
  }
  return candidate && ID.test(candidate) ? candidate : null;
}
