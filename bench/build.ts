/**
 * The benchmarks' production build: its own folder, and with the bench pages
 * (`page.bench.tsx`, such as /bench-floor, which exist only where BENCH_ROUTES=1 builds
 * them: next.config.ts). Every benchmark that builds the app builds this one, so a
 * `--skip-build` run finds the pages whichever benchmark built last.
 */
export const BENCH_BUILD_ENV = { NEXT_DIST_DIR: '.next-bench', BENCH_ROUTES: '1' };
