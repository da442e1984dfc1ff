import localFont from 'next/font/local';

/**
 * Geist Sans from the geist package, self-hosted. Not preloaded: on a slow mobile link the
 * preload competes with the page for bandwidth and delays the largest paint. 'optional'
 * uses the font only when it is ready before the first paint (cached visits), so text never
 * reflows when it arrives late.
 */
export const geistSans = localFont({
  src: '../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
  preload: false,
});
