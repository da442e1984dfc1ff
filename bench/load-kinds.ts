import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import en from '../messages/en';

/** The members' pages the bench holds to the class page's targets. */
export const MEMBER_PAGE_KINDS = [
  'class-html',
  'class-rsc',
  'home-html',
  'live-html',
  'notes-html',
] as const;

/** The loads the bench compares, each over the same connections: those, and the two baselines. */
export const KINDS = [...MEMBER_PAGE_KINDS, 'floor', 'prerendered'] as const;
export type Kind = (typeof KINDS)[number];

export const KIND_LABELS: Record<Kind, string> = {
  'class-html': 'class page, HTML',
  'class-rsc': 'class page, RSC nav',
  'home-html': '/home (dashboard), HTML',
  'live-html': '/home/live, HTML',
  'notes-html': '/home/notes, HTML',
  floor: 'trivial dynamic page',
  prerendered: 'prerendered page',
};

/** What one load asks for and what its answer must hold. */
export type Target = {
  path: string;
  headers: Record<string, string>;
  contentType: 'text/html' | 'text/x-component';
  /** Text the body must contain, as it appears in that body. */
  marker: string;
};

export const FLOOR_PATH = '/bench-floor';
export const FLOOR_MARKER = 'bench floor: session cookie';
export const PRERENDERED_PATH = '/privacy-policy';
export const PRERENDERED_MARKER = 'Privacy Policy';

/**
 * The router state a browser sends when a member on /home?course=… clicks one of the
 * course's classes (Next 16, captured from Chromium): only the page segment is refetched.
 */
export const HOME_STATE_TREE = encodeURIComponent(
  JSON.stringify([
    '',
    {
      children: [
        '(members)',
        {
          children: ['home', { children: ['__PAGE__', {}, null, 'refetch', 0] }, null, null, 4],
        },
        null,
        null,
        8,
      ],
    },
    null,
    null,
    24,
  ]),
);

/**
 * The `_rsc` search parameter Next expects with HOME_STATE_TREE's router headers (it answers
 * a request whose `_rsc` does not hash them with a redirect).
 */
export function homeRscHash(): Promise<string> {
  return computeCacheBustingSearchParam(undefined, undefined, HOME_STATE_TREE, '/home');
}

/** React escapes these in HTML text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );
}

type SignedInClass = { cookie: string; classPath: string; classTitle: string };

/** A member's class page as a browser first loads it: HTML showing the class's title. */
export function classHtmlTarget(member: SignedInClass): Target {
  return {
    path: member.classPath,
    headers: { cookie: member.cookie },
    contentType: 'text/html',
    marker: escapeHtml(member.classTitle),
  };
}

/**
 * The members' pages beside the class, each with words only it shows to a member without
 * notes or live sessions yet (the bench's members), in English, the members' language.
 */
const MEMBER_PAGES = {
  'home-html': { path: '/home', marker: escapeHtml(en.members.home.selectCourse) },
  'live-html': { path: '/home/live', marker: escapeHtml(en.live.intro) },
  'notes-html': { path: '/home/notes', marker: escapeHtml(en.members.notes.none) },
} as const;

/**
 * A member's loads. `rscHash` is homeRscHash()'s answer, computed once per run.
 */
export function targetsFor(member: SignedInClass, rscHash: string): Record<Kind, Target> {
  const cookie = { cookie: member.cookie };
  const page = (kind: keyof typeof MEMBER_PAGES): Target => ({
    ...MEMBER_PAGES[kind],
    headers: cookie,
    contentType: 'text/html',
  });
  return {
    'home-html': page('home-html'),
    'live-html': page('live-html'),
    'notes-html': page('notes-html'),
    'class-html': classHtmlTarget(member),
    'class-rsc': {
      path: `${member.classPath}&_rsc=${rscHash}`,
      headers: {
        ...cookie,
        RSC: '1',
        'Next-Router-State-Tree': HOME_STATE_TREE,
        'Next-Url': '/home',
      },
      contentType: 'text/x-component',
      marker: JSON.stringify(member.classTitle).slice(1, -1),
    },
    floor: { path: FLOOR_PATH, headers: cookie, contentType: 'text/html', marker: FLOOR_MARKER },
    prerendered: {
      path: PRERENDERED_PATH,
      headers: cookie,
      contentType: 'text/html',
      marker: PRERENDERED_MARKER,
    },
  };
}

/**
 * Why an answer is not the page asked for, or null when it is: a status other than 2xx, a
 * redirect streamed inside a 200 (how Next redirects once the response has started, e.g. to
 * /login), another content type, or a body without the page's marker.
 */
export function problemWith(
  target: Target,
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  if (status < 200 || status > 299) return `status ${status}`;
  const redirect = /NEXT_REDIRECT;\w+;([^;?"\\]*)/.exec(body);
  if (redirect) return `redirect in a 200 to ${redirect[1]}`;
  if (!contentType?.startsWith(target.contentType)) return `content type ${contentType ?? 'none'}`;
  if (!body.includes(target.marker)) return 'marker missing';
  return null;
}

const FLIGHT_SCRIPT = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

/** Bytes of an HTML page's inline RSC payload: its `self.__next_f.push(…)` scripts. */
export function inlineRscBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(FLIGHT_SCRIPT)) bytes += Buffer.byteLength(match[1]!);
  return bytes;
}
