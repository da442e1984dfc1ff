import { randomUUID } from 'node:crypto';
import { adminDb } from '../../firebase/admin';
import { importBatches } from '../batches';
import { checkImportRows, importRowsOf, parseTradesCsv } from '../csv';
import { figuresOf, summaryOf } from '../figures';
import type { TradeInput } from '../rules';
import {
  addTrade,
  deleteTrade,
  editTrade,
  fetchAllTrades,
  fetchClassTrades,
  fetchFilteredSummary,
  fetchJournalMemberCount,
  fetchJournalSummary,
  fetchTradesPage,
  importTradeChunk,
  importTrades,
} from '../store';

/** The journal's store against the running stack's Firestore stand-in. */
jest.setTimeout(180_000);

const KL = 'Asia/Kuala_Lumpur';
const run = randomUUID().slice(0, 8);
const memberEmail = (label: string) => `journal-${label}-${run}@example.com`;
const trade = (over: Partial<TradeInput> = {}): TradeInput => ({
  instrument: 'EURUSD',
  direction: 'long',
  entry: 100,
  stop: 95,
  exit: 110,
  size: 2,
  opened: Date.UTC(2026, 0, 5, 1),
  closed: Date.UTC(2026, 0, 5, 3),
  setup: 'Breakout',
  notes: '',
  lesson: null,
  ...over,
});

it('adds, edits and deletes trades, the summary moving in the same writes', async () => {
  const email = memberEmail('crud');
  const usersBefore = await fetchJournalMemberCount();
  const win = await addTrade(email, trade(), KL, 1000);
  const loss = await addTrade(
    email,
    trade({
      direction: 'short',
      entry: 50,
      stop: 52,
      exit: 52,
      size: 10,
      setup: 'Fade',
      closed: Date.UTC(2026, 1, 1, 17),
    }),
    KL,
  );
  const open = await addTrade(email, trade({ exit: null, closed: null }), KL);
  if (!win.ok || !loss.ok || !open.ok) throw new Error('not added');
  expect(await fetchJournalMemberCount()).toBe(usersBefore + 1);

  let summary = await fetchJournalSummary(email);
  expect(summary.trades).toBe(3);
  expect(figuresOf(summary.overall)).toEqual({
    trades: 2,
    winRate: 50,
    expectancy: 0.5,
    profitFactor: 1,
    noLoss: false,
    net: 0,
  });
  // 1 Feb 17:00 UTC is 2 Feb in Kuala Lumpur.
  expect(Object.keys(summary.days).sort()).toEqual(['2026-01-05', '2026-02-02']);
  expect(Object.keys(summary.setups).sort()).toEqual(['Breakout', 'Fade']);

  const edited = await editTrade(email, loss.value.id, { ...loss.value, exit: 49 }, KL, 2000);
  expect(edited).toMatchObject({ ok: true, value: { exit: 49, updatedAt: 2000 } });
  summary = await fetchJournalSummary(email);
  expect(figuresOf(summary.overall)).toMatchObject({
    winRate: 100,
    profitFactor: null,
    noLoss: true,
    net: 30,
  });

  expect(await deleteTrade(email, win.value.id)).toEqual({ ok: true, value: null });
  expect(await deleteTrade(email, win.value.id)).toEqual({ ok: false, reason: 'not-found' });
  const rest = await fetchAllTrades(email);
  expect(rest.map((t) => t.id).sort()).toEqual([loss.value.id, open.value.id].sort());
  // What the summary holds is what a full recount of the stored trades gives.
  const stored = (await adminDb().collection(`users/${email}/trades`).get()).docs.map((d) =>
    d.data(),
  );
  expect(await fetchJournalSummary(email)).toEqual(summaryOf(stored as never));

  await deleteTrade(email, loss.value.id);
  await deleteTrade(email, open.value.id);
  expect(await fetchJournalMemberCount()).toBe(usersBefore);
});

it("one member's trade id opens nothing of another member's", async () => {
  const owner = memberEmail('owner');
  const other = memberEmail('other');
  const mine = await addTrade(owner, trade({ notes: 'mine' }), KL);
  if (!mine.ok) throw new Error('not added');
  expect(await editTrade(other, mine.value.id, trade({ notes: 'taken' }), KL)).toEqual({
    ok: false,
    reason: 'not-found',
  });
  expect(await deleteTrade(other, mine.value.id)).toEqual({ ok: false, reason: 'not-found' });
  expect(await fetchAllTrades(other)).toEqual([]);
  expect((await fetchAllTrades(owner)).map((t) => t.notes)).toEqual(['mine']);
  expect((await fetchJournalSummary(other)).trades).toBe(0);
});

it('pages newest first by keyset, with filters, and sums a filter the totals cannot answer', async () => {
  const email = memberEmail('pages');
  const day = (n: number) => Date.UTC(2026, 2, n, 4);
  for (let n = 1; n <= 7; n++)
    await addTrade(
      email,
      trade({
        opened: day(n) - 3600_000,
        closed: day(n),
        setup: n % 2 ? 'Odd' : 'Even',
        instrument: n <= 3 ? 'GOLD' : 'EURUSD',
      }),
      KL,
    );
  const first = await fetchTradesPage(email, {}, 3);
  expect(first.trades.map((t) => t.closed)).toEqual([day(7), day(6), day(5)]);
  const second = await fetchTradesPage(email, {}, 3, first.next!);
  expect(second.trades.map((t) => t.closed)).toEqual([day(4), day(3), day(2)]);
  const last = await fetchTradesPage(email, {}, 3, second.next!);
  expect(last).toEqual({ trades: [expect.objectContaining({ closed: day(1) })], next: null });

  const odd = await fetchTradesPage(email, { setup: 'Odd' }, 10);
  expect(odd.trades.map((t) => t.closed)).toEqual([day(7), day(5), day(3), day(1)]);
  const ranged = await fetchTradesPage(email, { from: day(2), to: day(5) }, 10);
  expect(ranged.trades.map((t) => t.closed)).toEqual([day(4), day(3), day(2)]);
  const both = await fetchFilteredSummary(email, { setup: 'Odd', instrument: 'GOLD' });
  expect(both.overall.count).toBe(2);
});

it('imports a file once: the same file again adds nothing, and figures match', async () => {
  const email = memberEmail('import');
  const header = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
  const lines = Array.from({ length: 450 }, (_, i) => {
    const win = i % 3 !== 0;
    return `XAUUSD,long,100,99,${win ? 102 : 99},1,2026-01-01T00:00:00Z,2026-01-0${(i % 9) + 1}T10:00:00+08:00,Trend,row ${i}`;
  });
  const parsed = parseTradesCsv([header, ...lines].join('\n'), KL);
  if (!parsed.ok) throw new Error('not parsed');
  const chunks = [parsed.trades.slice(0, 400), parsed.trades.slice(400)];
  for (const chunk of chunks) expect((await importTradeChunk(email, chunk, KL)).ok).toBe(true);
  let summary = await fetchJournalSummary(email);
  expect(summary.trades).toBe(450);
  expect(figuresOf(summary.overall)).toMatchObject({
    trades: 450,
    winRate: (300 / 450) * 100,
    expectancy: 1,
  });

  const again = await importTradeChunk(email, chunks[1]!, KL);
  expect(again).toEqual({ ok: true, value: { added: 0, already: 50 } });
  summary = await fetchJournalSummary(email);
  expect(summary.trades).toBe(450);
  expect((await adminDb().collection(`users/${email}/trades`).get()).size).toBe(450);
});

it("finds a class's trades, and lists the class on the member's record", async () => {
  const email = memberEmail('class');
  await adminDb().doc(`users/${email}`).set({ uid: 'u-class' });
  const lesson = {
    courseId: 'course-risk-management',
    classId: 'class-risk-management-1',
    seconds: 70,
  };
  const linked = await addTrade(email, trade({ lesson }), KL);
  await addTrade(email, trade(), KL);
  if (!linked.ok) throw new Error('not added');
  expect((await fetchClassTrades(email, lesson.classId)).map((t) => [t.id, t.lesson])).toEqual([
    [linked.value.id, lesson],
  ]);
  expect((await adminDb().doc(`users/${email}`).get()).get('tradeClassIds')).toEqual([
    lesson.classId,
  ]);
});

it('imports 5,000 rows batch by batch as the import page does, every one counted once', async () => {
  const email = memberEmail('bulk');
  const header = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
  const lines = Array.from({ length: 5000 }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 1) + i * 6 * 3600_000).toISOString();
    return `SYM${i % 20},${i % 2 ? 'long' : 'short'},100,${i % 2 ? 99 : 101},${100 + (i % 5) - 2},1,${day},${day},Setup ${i % 7},`;
  });
  // Two identical rows far apart, in different batches: two trades all the same.
  lines[4999] = lines[0]!;
  const started = Date.now();
  const parsed = parseTradesCsv([header, ...lines].join('\n'), KL);
  if (!parsed.ok) throw new Error('not parsed');
  const sent = importBatches(importRowsOf(parsed.trades));
  expect(sent.length).toBeGreaterThan(1);
  const importFile = async () => {
    const total = { added: 0, already: 0 };
    for (const batch of sent) {
      const rows = checkImportRows(JSON.parse(JSON.stringify(batch)));
      if (!rows) throw new Error('a batch was refused');
      const written = await importTrades(email, rows, KL);
      if (!written.ok) throw new Error(written.reason);
      total.added += written.value.added;
      total.already += written.value.already;
    }
    return total;
  };
  expect(await importFile()).toEqual({ added: 5000, already: 0 });
  // The budget is 10 s against Firestore; the figure is reported, not asserted, as
  // the local stand-in on a loaded 2-core machine varies.
  console.info(`5,000 rows imported in ${Date.now() - started} ms`);
  const summary = await fetchJournalSummary(email);
  expect(summary.trades).toBe(5000);
  expect(summary.overall.count).toBe(5000);
  expect(await importFile()).toEqual({ added: 0, already: 5000 });
  expect((await fetchJournalSummary(email)).trades).toBe(5000);
});
