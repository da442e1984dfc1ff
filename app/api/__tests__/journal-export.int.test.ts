import { randomUUID } from 'node:crypto';
import { idTokenFor } from '@/dev/stack/sign-in';
import { setSessionCookie } from '@/dev/test-run/session-cookie';
import { addMember } from '@/lib/accounts';
import { createSessionCookie, NOT_SIGNED_IN } from '@/lib/auth';
import { addTrade, parseTradesCsv } from '@/lib/journal';
import { GET } from '../journal/export/route';

/**
 * The journal's export against the running stack: a real session (Auth emulator sign-in,
 * minted as /api/session mints it) reads every trade of its own member and nobody else's.
 */
jest.setTimeout(60_000);

jest.mock('next/headers', () => jest.requireActual('@/dev/test-run/session-cookie').nextHeaders);

const HEADER = 'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes';
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
  for (const instrument of ['EURUSD', 'GBPUSD', 'XAUUSD', 'XAUUSD']) {
    const added = await addTrade(trader.email, { ...trade, instrument }, ZONE);
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

  const theirs = await exportAs(neighbour.cookie);
  expect(theirs.status).toBe(200);
  expect(theirs.text.trim()).toBe(HEADER);

  for (const cookie of [undefined, 'not-a-session-cookie']) {
    const anonymous = await exportAs(cookie);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toEqual({ error: NOT_SIGNED_IN });
  }
});
