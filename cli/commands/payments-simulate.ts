import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  fetchPasswordResetLinks,
  waitForNewPasswordLink,
} from '../../dev/stand-ins/auth-oob-codes';
import {
  planFromDoc,
  plansJson,
  priceSpecOf,
  simulateChange,
  simulateDispute,
  simulatePurchase,
  simulateRefund,
  SimulationError,
  stripeLocalConfig,
  type Change,
  type Outcome,
  type PlanSummary,
} from '../../dev/stand-ins/stripe';
import { getServerEnv } from '../../lib/env';
import { adminDb } from '../../lib/firebase';
import type { CommandOutput } from './output';

/**
 * `npm run payments:simulate -- <command>` (cli/payments-simulate.ts): acts out Stripe's side of a payment on the
 * local stack, as signed webhook events to the running app (the demo's by default).
 */
const USAGE = `Usage: npm run payments:simulate -- <command> [--url <app url>]
  purchase --email <e-mail> --plan <price id>   a Payment Link purchase (prints the set-password link)
  renew    --email <e-mail>                     the next period is paid
  fail     --email <e-mail>                     the renewal charge fails (past due)
  cancel   --email <e-mail> [--at-period-end]   the subscription ends now (or at its period's end)
  refund   --email <e-mail> [--partial]         the latest payment is refunded (in full, or a quarter of it)
  dispute  --email <e-mail> [--won | --lost]    the latest payment is disputed (or its dispute closed)
  plans    [--json]                             the configured plans`;

class UsageError extends Error {}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      url: { type: 'string' },
      json: { type: 'boolean', default: false },
      'at-period-end': { type: 'boolean', default: false },
      partial: { type: 'boolean', default: false },
      won: { type: 'boolean', default: false },
      lost: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
}
type Values = ReturnType<typeof parse>['values'];

function emailOption(values: Values): string {
  const parsed = z.email().safeParse(values.email?.trim());
  if (!parsed.success)
    throw new UsageError(`--email '${values.email ?? ''}' is not a valid e-mail`);
  return parsed.data;
}

async function readPlans(): Promise<PlanSummary[]> {
  const snapshot = await adminDb().collection('plans').get();
  return snapshot.docs.flatMap((doc) => planFromDoc(doc.id, doc.data()) ?? []);
}

function report(outcome: Outcome, out: CommandOutput): boolean {
  for (const { event, status, body } of outcome.delivered) {
    out.log(`${event.type.padEnd(32)} ${event.id}  → HTTP ${status} ${body.slice(0, 200)}`);
  }
  return outcome.delivered.every((d) => d.status >= 200 && d.status < 300);
}

async function run(argv: string[], out: CommandOutput): Promise<number> {
  const { values, positionals } = parse(argv);
  const [command] = positionals;
  if (values.help || !command) {
    out.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  const env = getServerEnv();
  const stripe = stripeLocalConfig();
  const target = {
    appUrl: values.url ?? env.SITE_URL,
    apiUrl: stripe.apiUrl,
    webhookSecret: stripe.webhookSecret,
  };

  if (command === 'plans') {
    const plans = await readPlans();
    if (values.json) out.log(plansJson(plans));
    else
      for (const p of plans)
        out.log(`${p.price.padEnd(28)} ${p.mode.padEnd(12)} ${p.name}: ${p.courses.join(', ')}`);
    return 0;
  }

  if (command === 'purchase') {
    const email = emailOption(values);
    if (!values.plan)
      throw new UsageError('purchase needs --plan <price id> (see the plans command)');
    const plans = await readPlans();
    const plan = plans.find((p) => p.price === values.plan);
    if (!plan) {
      throw new UsageError(
        `no plan for price '${values.plan}'; configured: ${plans.map((p) => p.price).join(', ') || 'none'}`,
      );
    }
    const authHost = env.FIREBASE_AUTH_EMULATOR_HOST;
    const known = authHost
      ? (await fetchPasswordResetLinks(authHost, env.FIREBASE_PROJECT_ID, email)).length
      : 0;
    const spec = priceSpecOf(plan, Math.floor(Date.now() / 1000));
    const ok = report(await simulatePurchase(target, email, spec), out);
    if (!ok) return 1;
    if (!authHost) return 0;
    const link = await waitForNewPasswordLink(authHost, env.FIREBASE_PROJECT_ID, email, known);
    out.log(
      link
        ? `\nWelcome e-mail for ${email.toLowerCase()}: set a password at\n  ${link}&newPassword=<your password>\n(the Auth emulator's action handler takes the new password in the URL), then sign in at ${new URL('/login', target.appUrl)}`
        : `\nNo new set-password e-mail for ${email.toLowerCase()} (an existing member just gains the plan).`,
    );
    return 0;
  }

  if (command === 'refund') {
    const outcome = await simulateRefund(target, emailOption(values), { partial: values.partial });
    return report(outcome, out) ? 0 : 1;
  }
  if (command === 'dispute') {
    if (values.won && values.lost) throw new UsageError('a dispute is either --won or --lost');
    const close = values.won ? 'won' : values.lost ? 'lost' : undefined;
    return report(await simulateDispute(target, emailOption(values), { close }), out) ? 0 : 1;
  }

  const changes: Record<string, Change> = { renew: 'renew', fail: 'fail', cancel: 'cancel' };
  const change = changes[command];
  if (!change) throw new UsageError(`unknown command '${command}'`);
  const chosen = change === 'cancel' && values['at-period-end'] ? 'cancel-at-period-end' : change;
  return report(await simulateChange(target, chosen, emailOption(values)), out) ? 0 : 1;
}

/** Runs one command and answers its exit code: 2 for bad usage, 1 for anything that failed. */
export async function runPaymentsSimulate(
  argv: string[],
  out: CommandOutput = console,
): Promise<number> {
  try {
    return await run(argv, out);
  } catch (error) {
    if (error instanceof UsageError) out.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof SimulationError) out.error(error.message);
    else out.error(error instanceof Error ? error.message : String(error));
    return error instanceof UsageError ? 2 : 1;
  }
}
