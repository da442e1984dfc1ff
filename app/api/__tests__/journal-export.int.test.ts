import { randomUUID } from 'node:crypto';
import { idTokenFor } from '@/dev/stack/sign-in';
import { setSessionCookie } from '@/dev/test-run/session-cookie';
import { addMember } from '@/lib/accounts';
import { createSessionCookie } from '@/lib/auth';
import { addTrade, fetchAllTrades, importTrades, parseTradesCsv } from '@/lib/journal';
import { saveMemberLanguage } from '@/lib/members';
import { GET } from '../journal/export/route';

/**
 * The journal's export against the running stack: a real session (Auth emulator sign-in,
 * minted as /api/session mints it) reads every trade of its own member and nobody else's.
 */
jest.setTimeout(60_000);

jest.mock('next/headers', () => jest.requireActual('@/dev/test-run/session-cookie').nextHeaders);
// The real read, watched: a refused export must not make it.
jest.mock('@/lib/journal', () => {
  const actual = jest.requireActual('@/lib/journal');
  return { ...actual, fetchAllTrades: jest.fn(actual.fetchAllTrades) };
});

const HEADER = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes,lesson,id';
const ZONE = 'Asia/Kuala_Lumpur';

async function signedIn(label: string): Promise<{ email: string; cookie: string }> {
  const email = `journal-export-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  await addMember(email, { password, courses: ['course-risk-management'] });
  const idToken = await idTokenFor({ email, password });
  return { email, cookie: await createSessionCookie(idToken) };
}

const exportAs = async (cookie: string | undefined) => {
  setSessionCookie(cookie);
  const response = await GET();
  return { status: response.status, text: await response.text() };
};

it('gives back every trade of the member in the import columns; nobody else sees them', async () => {
  const trader = await signedIn('trader');
  const neighbour = await signedIn('neighbour');
  const trade = {
    direction: 'long' as const,
    entry: 100,
    stop: 95,
    exit: 110,
    size: 2,
    opened: Date.UTC(2026, 2, 2, 1),
    closed: Date.UTC(2026, 2, 2, 7),
    setup: 'Inside bar breakout',
    notes: '',
    lesson: null,
  };
  const lesson = {
    courseId: 'course-risk-management',
    classId: 'class-risk-management-1',
    seconds: 42,
  };
  for (const instrument of ['EURUSD', 'GBPUSD', 'XAUUSD', 'XAUUSD']) {
    const added = await addTrade(
      trader.email,
      { ...trade, instrument, lesson: instrument === 'EURUSD' ? lesson : null },
      ZONE,
    );
    expect(added.ok).toBe(true);
  }

  const own = await exportAs(trader.cookie);
  expect(own.status).toBe(200);
  const lines = own.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(HEADER);
  expect(lines).toHaveLength(5);
  expect(lines.filter((line) => line.startsWith('XAUUSD,'))).toHaveLength(2);
  // The import takes the file back as the same trades.
  const back = parseTradesCsv(own.text, ZONE);
  expect(back.ok && back.trades.map((t) => t.trade.instrument).sort()).toEqual([
    'EURUSD',
    'GBPUSD',
    'XAUUSD',
    'XAUUSD',
  ]);
  // Trades logged with the form (automatic ids) are known by the id column: the file
  // imported again adds none of them, and the class link stays.
  if (!back.ok) throw new Error('the export did not parse');
  expect(back.trades.find((t) => t.trade.instrument === 'EURUSD')?.lesson).toEqual(lesson);
  const before = await fetchAllTrades(trader.email);
  expect(await importTrades(trader.email, back.trades, ZONE)).toEqual({
    ok: true,
    value: { added: 0, already: 4 },
  });
  expect(await fetchAllTrades(trader.email)).toEqual(before);
  expect(before.find((t) => t.instrument === 'EURUSD')?.lesson).toEqual(lesson);

  const theirs = await exportAs(neighbour.cookie);
  expect(theirs.status).toBe(200);
  expect(theirs.text.trim()).toBe(HEADER);
  // Another member's ids name nothing of the neighbour's: the file adds four trades there.
  expect(await importTrades(neighbour.email, back.trades, ZONE)).toEqual({
    ok: true,
    value: { added: 4, already: 0 },
  });
  expect(await fetchAllTrades(trader.email)).toHaveLength(4);

  for (const cookie of [undefined, 'not-a-session-cookie']) {
    const anonymous = await exportAs(cookie);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toEqual({ error: 'Please log in again.' });
  }
});

it('past 5 exports in 10 minutes a member is told in their language to wait, and nothing is read', async () => {
  // Counted in the run's Redis, as every instance counts (lib/rate-limit).
  const trader = await signedIn('limited');
  const neighbour = await signedIn('unlimited');
  await saveMemberLanguage(trader.email, 'ms');
  for (let i = 0; i < 5; i++) expect((await exportAs(trader.cookie)).status).toBe(200);

  jest.mocked(fetchAllTrades).mockClear();
  const refused = await exportAs(trader.cookie);
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.text)).toEqual({
    error: 'Terlalu banyak eksport serentak. Sila tunggu beberapa minit.',
  });
  expect(fetchAllTrades).not.toHaveBeenCalled();

  // Another member's exports are counted apart.
  expect((await exportAs(neighbour.cookie)).status).toBe(200);
  expect(fetchAllTrades).toHaveBeenCalledWith(neighbour.email);
});
