import { getServerEnv } from './lib/env';

/**
 * Validates the configuration when the server starts, so a bad deployment fails at once;
 * then has the Node server build the search indexes before members search (lib/search).
 */
export async function register() {
  getServerEnv();
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { warmSearchIndexesAtStart } = await import('./lib/search');
    warmSearchIndexesAtStart();
  }
}
