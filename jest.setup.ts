import '@testing-library/jest-dom';

// Unit tests run against the local stack's defaults (lib/env gives them only with
// LOCAL_STACK=true), also when jest is started directly rather than by `npm test`; a test of
// a hosted environment replaces process.env (dev/test-run/jest-env.ts withEnv).
process.env.LOCAL_STACK ??= 'true';

// jsdom has no matchMedia; react-hot-toast's Toaster asks it about prefers-reduced-motion.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
