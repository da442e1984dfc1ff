import { randomUUID } from 'node:crypto';
import { moveMember } from '../../accounts/move';
import { addMember } from '../../accounts/provisioning';
import { figuresOf } from '../figures';
import { addTrade, fetchAllTrades, fetchJournalSummary } from '../store';

/** Against the stack: a moved member's journal moves with them. */
jest.setTimeout(120_000);
jest.mock('next/cache', () => ({
  unstable_cache: (work: unknown) => work,
  revalidateTag: jest.fn(),
}));

const address = (label: string) => `journal-move-${label}-${randomUUID().slice(0, 8)}@example.com`;

test('the trades and their totals follow the member to the new address', async () => {
  const from = address('from');
  const to = address('to');
  await addMember(from, { password: 'Secret-123', courses: ['course-candlesticks'] });
  const base = {
    instrument: 'EURUSD',
    direction: 'long' as const,
    entry: 100,
    stop: 95,
    size: 1,
    opened: Date.UTC(2026, 0, 5, 1),
    setup: 'Breakout',
    notes: '',
    lesson: null,
  };
  await addTrade(from, { ...base, exit: 110, closed: Date.UTC(2026, 0, 5, 3) }, 'UTC');
  await addTrade(from, { ...base, exit: null, closed: null }, 'UTC');

  await moveMember(from, to, { actor: 'operator@example.com', source: 'admin console' });

  expect(await fetchAllTrades(from)).toEqual([]);
  expect((await fetchJournalSummary(from)).trades).toBe(0);
  expect((await fetchAllTrades(to)).map((trade) => trade.exit).sort()).toEqual([110, null].sort());
  const summary = await fetchJournalSummary(to);
  expect(summary.trades).toBe(2);
  expect(figuresOf(summary.overall)).toMatchObject({ trades: 1, expectancy: 2, net: 10 });
});
