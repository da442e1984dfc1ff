/**
 * Ports of a test run: apart from the demo's defaults, so `npm test` works while a demo is
 * running. TEST_PORT_OFFSET moves a whole run (ports, build and output folders) so two runs
 * can share a machine. The stack, the app and the tests all receive these same variables.
 */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : '';

export const TEST_APP_PORT = 3100 + offset;
export const TEST_OUTPUT_DIR = `.test-output${suffix}`;

export const testEnv = {
  LOCAL_STACK: 'true',
  SITE_URL: `http://127.0.0.1:${TEST_APP_PORT}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${9199 + offset}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${8180 + offset}`,
  CONTENTFUL_HOST: `http://127.0.0.1:${9390 + offset}`,
  NEXT_DIST_DIR: `.next-test${suffix}`,
  E2E_BASE_URL: `http://127.0.0.1:${TEST_APP_PORT}`,
  TEST_OUTPUT_DIR,
} as const;
