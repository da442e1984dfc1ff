import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { DEMO_CONTENT, startStack } from '../dev/stack';
import { stackConfig } from '../dev/stack/config';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { buildApp, serveApp } from '../dev/stack/processes';
import {
  deliverEvent,
  putStandInObjects,
  stripeLocalConfig,
  webhookUrlFor,
  type SimulatedEvent,
} from '../dev/stand-ins/stripe';
import { runEnv } from '../dev/test-run/env';
import { BENCH_BUILD_ENV } from './build';
import { readCatalog } from './course-lists';
import {
  compareGrants,
  deliveryOrder,
  expectedGrants,
  generateHistory,
  type BenchPlan,
  type Grant,
  type MemberGrants,
} from './payments-model';

/**
 * `npm run bench:payments`: 1000 signed Stripe events (purchases, renewals, failed renewals,
 * plan changes, cancellations, full and partial refunds, disputes opened, won and lost;
 * 10 % delivered twice, 10 % late) sent 20 at a time to a
 * production build on its own local stack. Prints events/s, then compares every member's
 * grants in Firestore with the state computed from the same events by payments-model.ts,
 * and checks each event is recorded in paymentEvents. Exits 1 on any difference or loss.
 */
const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000' },
    members: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '20' },
    seed: { type: 'string', default: '12' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const EVENTS = Number(values.events);
const CONCURRENCY = Number(values.concurrency);
const SEED = Number(values.seed);
const GRACE_DAYS = 3;

const bench = runEnv(BENCH_OFFSETS.payments + PORT_OFFSET);
Object.assign(process.env, bench.env, BENCH_BUILD_ENV, {
  PAYMENT_GRACE_DAYS: String(GRACE_DAYS),
});
const out = `${bench.outputDir}/bench-payments`;
mkdirSync(out, { recursive: true });
writeFileSync(`${out}/members.json`, JSON.stringify({ members: [] }));

/** The bench's own plans, over demo courses that overlap, plus a 30-day pass. */
function benchPlans(): BenchPlan[] {
  const courses = readCatalog(DEMO_CONTENT).map((c) => c.id);
  return [
    { price: 'price_bench_a', name: 'Bench A', courses: courses.slice(0, 2), mode: 'subscription' },
    { price: 'price_bench_b', name: 'Bench B', courses: courses.slice(1, 4), mode: 'subscription' },
    {
      price: 'price_bench_pass',
      name: 'Bench pass',
      courses: courses.slice(3, 5),
      mode: 'payment',
      termDays: 30,
    },
  ];
}

async function seedPlans(db: Firestore, plans: BenchPlan[]) {
  for (const { price, ...plan } of plans) await db.doc(`plans/${price}`).set(plan);
}

async function sendAll(events: SimulatedEvent[], url: string, secret: string) {
  const failures = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < events.length) {
      const event = events[next++]!;
      const result = await deliverEvent(url, event, secret).catch((error: unknown) => ({
        status: 0,
        body: String(error),
      }));
      if (result.status < 200 || result.status >= 300) {
        const key = `HTTP ${result.status} ${result.body.slice(0, 120)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

async function readGrants(db: Firestore, emails: string[]): Promise<MemberGrants> {
  const grants: MemberGrants = new Map();
  const docs = await db.getAll(...emails.map((e) => db.doc(`users/${e}`)));
  for (const doc of docs) {
    const value = doc.get('grants') as Record<string, Grant> | undefined;
    if (doc.exists && value) grants.set(doc.id, value);
  }
  return grants;
}

async function lostEvents(db: Firestore, events: SimulatedEvent[]): Promise<string[]> {
  const docs = await db.getAll(...events.map((e) => db.doc(`paymentEvents/${e.id}`)));
  return docs.filter((doc) => !doc.exists).map((doc) => doc.id);
}

const plans = benchPlans();
const end = Math.floor(Date.now() / 1000);
const history = generateHistory({
  count: EVENTS,
  members: Number(values.members),
  plans,
  end,
  seed: SEED,
  runId: `b${end.toString(36)}`,
});
const order = deliveryOrder(history.events, { late: 0.1, redelivered: 0.1, seed: SEED });

const stack = await startStack({ members: `${out}/members.json`, workDir: `${out}/stack` });
const admin = initializeApp({ projectId: stackConfig().projectId }, 'bench-payments');
const db = getFirestore(admin);
const stripe = stripeLocalConfig();
let failed = true;
try {
  await seedPlans(db, plans);
  await putStandInObjects(stripe.apiUrl, history.objects);
  if (!values['skip-build']) await buildApp();
  const app = await serveApp(bench.ports.app);
  try {
    const started = performance.now();
    const failures = await sendAll(order, webhookUrlFor(bench.env.SITE_URL), stripe.webhookSecret);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n${order.length} deliveries (${history.events.length} events, ${order.length - history.events.length} redelivered, 10 % late), ${CONCURRENCY} at a time: ${(order.length / seconds).toFixed(1)} events/s over ${seconds.toFixed(1)} s`,
    );
    for (const [problem, n] of failures) console.log(`  refused: ${n} × ${problem}`);

    const now = Date.now();
    const expected = expectedGrants(history, plans, GRACE_DAYS);
    const emails = [...new Set(history.memberOf.values())].sort();
    const actual = await readGrants(db, emails);
    const differences = compareGrants(expected, actual, now);
    const lost = await lostEvents(db, history.events);
    console.log(`differences: ${differences.length}, lost events: ${lost.length}`);
    for (const d of differences.slice(0, 30)) {
      console.log(
        `  ${d.member} ${d.what}: expected ${JSON.stringify(d.expected)}, found ${JSON.stringify(d.actual)}`,
      );
    }
    if (lost.length > 0) console.log(`  lost: ${lost.slice(0, 20).join(', ')}`);
    failed = differences.length > 0 || lost.length > 0 || failures.size > 0;
  } finally {
    await app.stop();
  }
} finally {
  await deleteApp(admin);
  await stack.stop();
}
process.exit(failed ? 1 : 0);
