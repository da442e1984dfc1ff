import { getServerEnv } from './lib/env';

/** Validates the configuration when the server starts, so a bad deployment fails at once. */
export function register() {
  getServerEnv();
}
