/**
 * Response headers for every route. Marketing pages are prerendered, so scripts cannot
 * carry per-request nonces: inline scripts (Next's bootstrap, JSON-LD) need 'unsafe-inline';
 * everything else is as narrow as the app's real dependencies allow.
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

export function contentSecurityPolicy(options: SecurityOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      'https://www.youtube.com',
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
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
