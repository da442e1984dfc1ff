import { startStack } from '../dev/stack';
import { BENCH_OFFSETS, PORT_OFFSET } from '../dev/stack/ports';
import { stopOnSignals, stopTogether } from '../dev/stack/processes';
import { runEnv } from '../dev/test-run/env';
import {
  equityCurve,
  fetchJournalSummary,
  fetchTradesPage,
  figuresOf,
  IMPORT_CHUNK,
  importTradeChunk,
  parseTradesCsv,
  rowsOf,
} from '../lib/journal';
import { percentile } from './percentile';

/**
 * `npm run bench:journal`: what the journal page reads and works out for its figures (the
 * stored totals, one page of trades, the figures, tables and curve) with 100 trades and with
 * 10,000, on the local stack. The figures are kept up to date as trades change, so the
 * larger journal must cost within 1.2× the small one. Exit 1 when it does not.
 */
const BUDGET_RATIO = 1.2;
const ROUNDS = 30;
const PAGE = 25;
const bench = runEnv(BENCH_OFFSETS.journal + PORT_OFFSET);
Object.assign(process.env, bench.env);

function csvOf(count: number): string {
  const header = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
  const lines = Array.from({ length: count }, (_, i) => {
    // A year of trading days, so the 10,000 trades' summary holds what a real year's would.
    const closed = new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000 + i * 1000);
    const opened = new Date(closed.getTime() - 3_600_000).toISOString();
    return `SYM${i % 20},${i % 2 ? 'long' : 'short'},100,${i % 2 ? 99 : 101},${100 + (i % 5) - 2},1,${opened},${closed.toISOString()},Setup ${i % 8},`;
  });
  return [header, ...lines].join('\n');
}

async function seed(email: string, count: number) {
  const parsed = parseTradesCsv(csvOf(count), 'Asia/Kuala_Lumpur');
  if (!parsed.ok) throw new Error('the bench file did not parse');
  for (let at = 0; at < parsed.trades.length; at += IMPORT_CHUNK) {
    const written = await importTradeChunk(
      email,
      parsed.trades.slice(at, at + IMPORT_CHUNK),
      'Asia/Kuala_Lumpur',
    );
    if (!written.ok) throw new Error(`seeding refused: ${written.reason}`);
  }
}

/**
 * Median ms of `work` for each journal, their rounds taken in turn (the order swapped every
 * round), so a change in the shared machine's load meets both alike.
 */
async function timedSideBySide(
  work: (email: string) => Promise<unknown>,
  emails: readonly [string, string],
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++)
    for (const side of round % 2 ? [1, 0] : [0, 1]) {
      const t0 = performance.now();
      await work(emails[side]!);
      times[side as 0 | 1].push(performance.now() - t0);
    }
  return [percentile(times[0], 50), percentile(times[1], 50)];
}

/** The stored totals and what the page works out of them: the figures, tables and curve. */
async function figures(email: string) {
  const summary = await fetchJournalSummary(email);
  figuresOf(summary.overall);
  rowsOf(summary.setups);
  rowsOf(summary.instruments);
  rowsOf(summary.months);
  equityCurve(summary.days);
}

/** Median ms of the figures, of one page of trades, and of both as the page asks (at once). */
async function costs(emails: readonly [string, string]) {
  const parts = {
    figures: await timedSideBySide(figures, emails),
    page: await timedSideBySide((email) => fetchTradesPage(email, {}, PAGE), emails),
    both: await timedSideBySide(
      (email) => Promise.all([figures(email), fetchTradesPage(email, {}, PAGE)]),
      emails,
    ),
  };
  const side = (index: 0 | 1) => ({
    figures: parts.figures[index],
    page: parts.page[index],
    both: parts.both[index],
  });
  return [side(0), side(1)] as const;
}

const started = stopOnSignals(stopTogether());
started.add(await startStack({ workDir: '.test-output-bench-journal/stack' }));
let failed = true;
try {
  const run = Date.now().toString(36);
  const small = `bench-journal-100-${run}@example.com`;
  const large = `bench-journal-10000-${run}@example.com`;
  await seed(small, 100);
  await seed(large, 10_000);
  await costs([small, large]); // warm-up: connections and JIT
  const [few, many] = await costs([small, large]);
  for (const part of ['figures', 'page', 'both'] as const)
    console.log(
      `${part}: 100 trades ${few[part].toFixed(1)} ms, 10,000 trades ${many[part].toFixed(1)} ms, ratio ${(many[part] / few[part]).toFixed(2)}`,
    );
  const ratio = many.both / few.both;
  console.log(`journal page + figures: ratio ${ratio.toFixed(2)} (budget ${BUDGET_RATIO})`);
  failed = ratio > BUDGET_RATIO;
} finally {
  await started.stopAll();
}
process.exit(failed ? 1 : 0);
