/**
 * Ports of a test run: apart from the demo's defaults, so `npm test` works while a demo is
 * running. An offset moves a whole run (ports, build and output folders) so two runs can
 * share a machine (TEST_PORT_OFFSET for tests; benchmarks use their own offset).
 */
export function runEnv(offset: number) {
  const suffix = offset ? `-${offset}` : '';
  const appPort = 3100 + offset;
  return {
    appPort,
    outputDir: `.test-output${suffix}`,
    env: {
      LOCAL_STACK: 'true',
      SITE_URL: `http://127.0.0.1:${appPort}`,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${9199 + offset}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${8180 + offset}`,
      CONTENTFUL_HOST: `http://127.0.0.1:${9390 + offset}`,
      STRIPE_API_URL: `http://127.0.0.1:${12211 + offset}`,
      NEXT_DIST_DIR: `.next-test${suffix}`,
      E2E_BASE_URL: `http://127.0.0.1:${appPort}`,
      TEST_OUTPUT_DIR: `.test-output${suffix}`,
      // The specs play one proxy in front of `next start`: the X-Forwarded-For entry they
      // send is the client's address (e2e/contact-support.ts asNewClient).
      TRUSTED_PROXY_HOPS: '1',
    },
  };
}

/**
 * `npm test` runs the app as two instances of one build on one stack, sharing a Redis as a
 * hosted deployment with several instances does: A on the app port (every spec's base URL),
 * B on the next port (E2E_SECOND_BASE_URL, for the specs about several instances).
 */
export function multiInstanceEnv(offset: number) {
  const { appPort } = runEnv(offset);
  const redisPort = 6390 + offset;
  const secondAppPort = appPort + 1;
  return {
    redisPort,
    secondAppPort,
    env: {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      E2E_SECOND_BASE_URL: `http://127.0.0.1:${secondAppPort}`,
    },
  };
}

const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const testRun = runEnv(offset);
const instances = multiInstanceEnv(offset);

export const TEST_APP_PORT = testRun.appPort;
export const TEST_SECOND_APP_PORT = instances.secondAppPort;
export const TEST_REDIS_PORT = instances.redisPort;
export const TEST_OUTPUT_DIR = testRun.outputDir;
export const testEnv = {
  ...testRun.env,
  ...instances.env,
  // Short, so a spec can see a revocation made outside the app take effect.
  SESSION_RECHECK_SECONDS: '2',
};
