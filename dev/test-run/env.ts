import { PORT_OFFSET, testPorts } from '../stack/ports';

/**
 * The environment of a test run (ports from dev/stack/ports.ts). An offset moves a whole run
 * (ports, build and output folders) so two runs can share a machine (TEST_PORT_OFFSET for
 * tests; benchmarks add their own).
 */
export function runEnv(offset: number) {
  const suffix = offset ? `-${offset}` : '';
  const ports = testPorts(offset);
  const appUrl = `http://127.0.0.1:${ports.app}`;
  return {
    ports,
    appUrl,
    outputDir: `.test-output${suffix}`,
    env: {
      LOCAL_STACK: 'true',
      SITE_URL: appUrl,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
      CONTENTFUL_HOST: `http://127.0.0.1:${ports.contentful}`,
      STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      MAIL_CATCHER_URL: `http://127.0.0.1:${ports.mailCatcher}`,
      NEXT_DIST_DIR: `.next-test${suffix}`,
      // The specs play one proxy in front of `next start`: the X-Forwarded-For entry they
      // send is the client's address (e2e/support/contact.ts asNewClient).
      TRUSTED_PROXY_HOPS: '1',
    },
  };
}

/**
 * `npm test` runs the app as two instances of one build on one stack, sharing a Redis as a
 * hosted deployment with several instances does: A on the app port (every spec's base URL),
 * B on the second app port (for the specs about several instances).
 */
const testRun = runEnv(PORT_OFFSET);

export const TEST_APP_PORT = testRun.ports.app;
export const TEST_SECOND_APP_PORT = testRun.ports.secondApp;
export const TEST_REDIS_PORT = testRun.ports.redis;
export const TEST_APP_URL = testRun.appUrl;
export const TEST_SECOND_APP_URL = `http://127.0.0.1:${TEST_SECOND_APP_PORT}`;
export const TEST_OUTPUT_DIR = testRun.outputDir;
export const testEnv = {
  ...testRun.env,
  REDIS_URL: `redis://127.0.0.1:${TEST_REDIS_PORT}`,
  // Short, so a spec can see a revocation made outside the app take effect.
  SESSION_RECHECK_SECONDS: '2',
};
