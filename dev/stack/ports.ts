import { LOCAL_STACK } from '../../lib/env';

/**
 * Every port the tooling listens on. The Auth emulator also takes the two ports after its
 * own (hub and logging); servers take loopback addresses only.
 */

const portOf = (address: string) =>
  Number(new URL(address.includes('//') ? address : `http://${address}`).port);

/** `npm run demo` and `npm run stack`: where the app looks by default (lib/env/local-stack.ts). */
export const DEMO_PORTS = {
  app: portOf(LOCAL_STACK.siteUrl),
  auth: portOf(LOCAL_STACK.authEmulatorHost),
  firestore: portOf(LOCAL_STACK.firestoreEmulatorHost),
  contentful: portOf(LOCAL_STACK.contentfulHost),
  stripe: portOf(LOCAL_STACK.stripeApiUrl),
  smtp: portOf(LOCAL_STACK.smtpUrl),
  mailCatcher: portOf(LOCAL_STACK.mailCatcherUrl),
};

/**
 * A test run: apart from the demo's, so `npm test` runs beside a demo. `offset` moves all of
 * them, so runs on one machine do not meet. Instance B is the same build beside instance A.
 */
export function testPorts(offset: number) {
  return {
    app: 3100 + offset,
    secondApp: 3101 + offset,
    thirdApp: 3102 + offset,
    auth: 9199 + offset,
    firestore: 8180 + offset,
    contentful: 9390 + offset,
    redis: 6390 + offset,
    stripe: 12211 + offset,
    // Their last three digits meet no other port's under any offset step of 1000 plus any
    // benchmark offset (dev/stack/__tests__/ports.test.ts checks it).
    smtp: 2545 + offset,
    mailCatcher: 8045 + offset,
  };
}

/** The benchmarks run on a test run's ports moved by these, plus TEST_PORT_OFFSET. */
export const BENCH_OFFSETS = {
  /** The app on the test app port, the bare page on the second one, the stack on the rest. */
  lighthouse: 50,
  members: 700,
  payments: 720,
  admin: 740,
  reminders: 760,
  search: 780,
  journal: 800,
  community: 820,
  cacheComponents: 840,
  screenshots: 600,
};

/** TEST_PORT_OFFSET: moves a test run or a benchmark away from others on the machine. */
export const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
