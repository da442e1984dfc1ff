import type { ServerEnv } from '../env';

/**
 * Response headers for every route, and the Content-Security-Policy in its two forms:
 *
 * - Pages rendered per request (NONCE_PAGES: the members area, the console, the login
 *   page) get a fresh nonce from proxy.ts on every request, and scripts run only with it
 *   (`'strict-dynamic'` passes the trust on to what those scripts load): no inline script
 *   an attacker injects runs there.
 * - The marketing pages are prerendered at build time, when there is no request and so no
 *   nonce: their HTML is the same for everyone, and Next's inline bootstrap scripts (and the
 *   JSON-LD) carry none. Their policy needs `'unsafe-inline'` for scripts; they show no
 *   member's data and take no input but the contact form, whose fields are never rendered
 *   back. Everything else is as narrow as the app's real dependencies allow.
 */
export type SecurityOptions = {
  /** Extra image origins: the Contentful asset host, or the local stand-in. */
  imageOrigins: string[];
  /** Extra origins the browser talks to: the Auth emulator locally. */
  connectOrigins: string[];
  /** next dev needs eval for React's debugging; production never does. */
  development: boolean;
};

const YOUTUBE_FRAMES = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * The pages rendered per request, whose policy proxy.ts sets with a nonce. proxy.ts's
 * matcher lists the same paths (Next reads a matcher only as literals; a test compares them).
 * A page added under none of them is prerendered, or gets the prerendered policy.
 */
export const NONCE_PAGES = ['/home', '/admin', '/login', '/bench-floor', '/unsubscribe'] as const;

/** The site's options from its environment: locally, the stand-ins' origins too. */
export function securityOptionsOf(env: ServerEnv, development: boolean): SecurityOptions {
  const localOrigins = (url: string | undefined) =>
    env.LOCAL_STACK && url ? [new URL(url).origin] : [];
  return {
    imageOrigins: localOrigins(env.CONTENTFUL_HOST),
    connectOrigins: localOrigins(
      env.FIREBASE_AUTH_EMULATOR_HOST && `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
    ),
    development,
  };
}

/** A fresh nonce for one request: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy: with a nonce, for a page rendered per request (scripts only with the nonce,
 * no 'unsafe-inline'); without, for the prerendered pages.
 */
export function contentSecurityPolicy(options: SecurityOptions, nonce?: string): string {
  const evalSources = options.development ? ["'unsafe-eval'"] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': nonce
      ? // 'self' and the host only for browsers that predate 'strict-dynamic', which ignores them.
        [
          "'self'",
          `'nonce-${nonce}'`,
          "'strict-dynamic'",
          'https://www.youtube.com',
          ...evalSources,
        ]
      : ["'self'", "'unsafe-inline'", 'https://www.youtube.com', ...evalSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://i.ytimg.com',
      'https://images.ctfassets.net',
      ...options.imageOrigins,
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...options.connectOrigins,
    ],
    'frame-src': YOUTUBE_FRAMES,
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Every response's headers, with the prerendered pages' policy: proxy.ts replaces that
 * policy on NONCE_PAGES (a proxy's header wins over next.config's; were both ever sent, a
 * browser would enforce both, and the nonce one still stops inline scripts).
 */
export function securityHeaders(options: SecurityOptions): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: `camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self ${YOUTUBE_FRAMES.map((o) => `"${o}"`).join(' ')})`,
    },
  ];
}
