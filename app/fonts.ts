import localFont from 'next/font/local';

/**
 * Geist Sans from the geist package, self-hosted, cut down to the Latin characters and the
 * weights (400 to 800) the pages use (`npm run fonts:generate`: 22 KB instead of 69 KB); Chinese is drawn by the system's
 * CJK fonts (app/globals.css). Not preloaded: on a slow mobile link the
 * preload competes with the page for bandwidth and delays the largest paint. 'optional'
 * uses the font only when it is ready before the first paint (cached visits), so text never
 * reflows when it arrives late.
 */
export const geistSans = localFont({
  src: './geist-sans-latin.woff2',
  variable: '--font-geist-sans',
  weight: '400 800',
  display: 'optional',
  preload: false,
});
