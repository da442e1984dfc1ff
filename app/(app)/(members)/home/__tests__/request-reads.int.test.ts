/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "require", "default"]}
 */
import { randomUUID } from 'node:crypto';
import {
  DocumentReference,
  Firestore,
  Query,
  type AggregateQuery,
  type AggregateSpec,
} from 'firebase-admin/firestore';
import { createElement, type ReactNode } from 'react';
import { renderServerTree } from '@/dev/test-run/server-render';
import { fetchClassNotesIfAny, fetchClassTradesIfAny, fetchNotesIfAny } from '@/lib/activity';
import { getRequestLocale, getRequestTimeZone, requireSession } from '@/lib/auth';
import { sessionIdOf } from '@/lib/auth/session';
import { adminDb } from '@/lib/firebase';
import { addTrade, fetchJournalSummary, parseTradesCsv } from '@/lib/journal';
import { getMemberSessionsOrEmpty } from '@/lib/live';
import { memberDoc } from '@/lib/members';
import { createNote } from '@/lib/notes';
import { DAY_MS } from '@/lib/time';
import { journalTimeZone } from '../journal/time-zone';
import { membersHeaderOf } from '../members-header';

/**
 * Against the stack's Firestore: what one members' page request reads, rendered the way Next
 * renders it (React's server renderer, whose request scope is what `cache()` memoizes in),
 * with the calls that read the member the members' pages make: the (app) layout's language
 * and zone, the page's metadata, `requireSession`, the header, /home's next live session,
 * and on a class page the member's notes on the class (the page's classNotesOrNull) and the
 * journal panel's trades, totals and zone (ClassJournal), through the same lib/activity calls.
 * The Questions section (lib/community) is counted in its own tests. The shared content and
 * announcement caches are modelled as one shared store (Next's data cache), filled by the
 * first request.
 */
jest.setTimeout(60_000);

const sharedCache = new Map<string, Promise<unknown>>();
jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  updateTag: jest.fn(),
  revalidatePath: jest.fn(),
  unstable_cache:
    (work: (...args: unknown[]) => Promise<unknown>, keys: string[]) =>
    (...args: unknown[]) => {
      const key = JSON.stringify([keys, args]);
      if (!sharedCache.has(key)) sharedCache.set(key, work(...args));
      return sharedCache.get(key);
    },
}));
let cookie = '';
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === '__session' ? { value: cookie } : undefined),
  }),
  headers: async () => new Headers({ 'accept-language': 'en' }),
}));
jest.mock('next/server', () => ({ after: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
/** The session check: Firebase's verdict on the cookie (the real one remembers it per instance). */
let member = { uid: '', email: '' };
const verifyCookie = jest.fn(async () => ({
  ...member,
  operator: false,
  expiresAt: Date.now() + DAY_MS,
}));
jest.mock('@/lib/auth/verified-cookies', () => ({ verifyCookie: () => verifyCookie() }));

/** Every Firestore read the app makes: documents by path, queries and counts by collection. */
const reads: string[] = [];
function countReads() {
  const getAll = Firestore.prototype.getAll;
  jest.spyOn(Firestore.prototype, 'getAll').mockImplementation(function (this: Firestore, ...refs) {
    for (const ref of refs) if (ref instanceof DocumentReference) reads.push(`doc ${ref.path}`);
    return getAll.apply(this, refs as Parameters<typeof getAll>);
  });
  const query = Query.prototype.get;
  jest.spyOn(Query.prototype, 'get').mockImplementation(function (this: Query) {
    reads.push(`query ${collectionOf(this)}`);
    return query.call(this);
  });
  // The SDK exports AggregateQuery as a type only: its class is that of any count().
  const aggregate = Object.getPrototypeOf(
    adminDb().collection('any').count(),
  ) as AggregateQuery<AggregateSpec>;
  const count = aggregate.get;
  jest.spyOn(aggregate, 'get').mockImplementation(function (this: AggregateQuery<AggregateSpec>) {
    reads.push(`count ${collectionOf(this.query)}`);
    return count.call(this);
  });
}
const collectionOf = (query: Query) =>
  (query as unknown as { _queryOptions: { collectionId: string } })._queryOptions.collectionId;

const COURSE = 'course-risk-management';
const CLASS = 'class-risk-management-1';
/** What the last class request's notes and journal panel showed. */
let shown: { notes: string[]; trades: string[] } = { notes: [], trades: [] };

/** One request: its pieces rendered as one server component tree, as Next renders a page. */
async function request(kind: 'home' | 'class' | 'notes', classId = CLASS): Promise<string[]> {
  const start = reads.length;
  shown = { notes: [], trades: [] };
  async function Layout({ children }: { children: ReactNode }) {
    await Promise.all([getRequestLocale(), getRequestTimeZone()]);
    return createElement('html', null, children);
  }
  async function Metadata() {
    await getRequestLocale();
    return null;
  }
  async function Page() {
    const session = await requireSession('/home');
    await getRequestLocale();
    const header = await membersHeaderOf(session, '/home');
    return createElement(
      'main',
      null,
      String(header.unread),
      kind === 'class' ? createElement(Notes) : null,
      kind === 'class' ? createElement(Journal) : null,
      kind === 'home' ? createElement(NextLiveSession) : null,
      kind === 'notes' ? createElement(AllNotes) : null,
    );
  }
  /** /home/notes: every note of the member's (its notesAndCoursesOrNull). */
  async function AllNotes() {
    const { member, record } = await requireSession('/home/notes');
    const notes = await fetchNotesIfAny(member.email, record.classActivity);
    shown.notes = notes.map((note) => note.text);
    return null;
  }
  /** The page's classNotesOrNull: the notes under the player. */
  async function Notes() {
    const { member, record } = await requireSession('/home');
    const notes = await fetchClassNotesIfAny(member.email, record.classActivity, classId);
    shown.notes = notes.map((note) => note.text);
    return null;
  }
  /** The dashboard's next live session (components/members/next-live-session.tsx). */
  async function NextLiveSession() {
    const session = await requireSession('/home');
    await getMemberSessionsOrEmpty(session.record.courseIds, '/home');
    return null;
  }
  /** ClassJournal: the class's trades, their setups' totals when there are any, the zone. */
  async function Journal() {
    const { member, record } = await requireSession('/home');
    const trades = await fetchClassTradesIfAny(member.email, record.classActivity, classId);
    if (trades.length > 0) await fetchJournalSummary(member.email);
    shown.trades = trades.map((trade) => trade.setup);
    await journalTimeZone();
    return null;
  }
  expect(
    await renderServerTree(
      createElement(Layout, null, createElement(Metadata), createElement(Page)),
    ),
  ).toEqual([]);
  return reads.slice(start);
}

/** A signed-in member whose record has (or, legacy, lacks) the lists of classes with notes and trades. */
async function signIn({ legacy = false } = {}) {
  member = { uid: `uid-${randomUUID()}`, email: `reads-${randomUUID().slice(0, 8)}@example.com` };
  cookie = `cookie-${randomUUID()}`;
  await memberDoc(member.email).set({
    uid: member.uid,
    sessions: { [sessionIdOf(cookie)]: Date.now() + DAY_MS },
    ...(legacy ? {} : { classActivityComplete: true }),
  });
}

beforeAll(async () => {
  countReads();
  await signIn();
});

beforeEach(() => verifyCookie.mockClear());

test.each(['home', 'class'] as const)(
  "a %s page reads the member's record once and checks the session once",
  async (kind) => {
    await request(kind); // fills the shared caches (announcements, live sessions)
    verifyCookie.mockClear();
    const made = await request(kind);
    expect(made.filter((read) => read === `doc users/${member.email}`)).toHaveLength(1);
    expect(verifyCookie).toHaveBeenCalledTimes(1);
  },
);

test('each request reads the record anew (a revocation counts from the next request)', async () => {
  const [first, second] = [await request('home'), await request('home')];
  for (const made of [first, second])
    expect(made.filter((read) => read.startsWith('doc users/'))).toEqual([
      `doc users/${member.email}`,
    ]);
});

test.each(['home', 'class'] as const)(
  'a %s page runs no query for the header: its counts and the next session cost nothing beyond the record',
  async (kind) => {
    await request(kind); // fills the shared caches (announcements, live sessions)
    expect(await request(kind)).toEqual([`doc users/${member.email}`]);
  },
);

describe("a class page's notes and trades: read only where the record lists some", () => {
  const record = () => `doc users/${member.email}`;

  test('with none listed, the class page costs the record alone (before the lists: 3 reads)', async () => {
    await signIn({ legacy: true });
    await request('class'); // fills the shared caches
    // A record from before the lists: the notes and trades queries, as every class page made.
    expect(await request('class')).toEqual([record(), 'query notes', 'query trades']);
    await signIn();
    expect(await request('class')).toEqual([record()]);
    expect(shown).toEqual({ notes: [], trades: [] });
  });

  test('a note or trade written lists its class: the next load reads and shows it, other classes cost nothing', async () => {
    await signIn();
    const note = await createNote(member.email, {
      courseId: COURSE,
      classId: CLASS,
      seconds: 70,
      text: 'Stop below the retest',
    });
    expect(note.ok).toBe(true);
    expect(await request('class')).toEqual([record(), 'query notes']);
    expect(shown).toEqual({ notes: ['Stop below the retest'], trades: [] });

    const csv = parseTradesCsv(
      'instrument,direction,entry,stop,exit,size,opened,closed,setup,notes\n' +
        'EURUSD,long,100,99,102,1,2026-01-05T01:00:00Z,2026-01-05T02:00:00Z,Breakout,',
      'Asia/Kuala_Lumpur',
    );
    if (!csv.ok) throw new Error('not parsed');
    const lesson = { courseId: COURSE, classId: CLASS, seconds: 70 };
    const trade = await addTrade(member.email, { ...csv.trades[0]!.trade, lesson }, 'UTC');
    expect(trade.ok).toBe(true);
    // The setups' totals are one more read, only on a class with trades (as before).
    expect(await request('class')).toEqual([
      record(),
      'query notes',
      'query trades',
      `doc users/${member.email}/counters/journal`,
    ]);
    expect(shown).toEqual({ notes: ['Stop below the retest'], trades: ['Breakout'] });

    expect(await request('class', 'class-risk-management-2')).toEqual([record()]);
    expect(shown).toEqual({ notes: [], trades: [] });
  });

  test('the notes page queries the notes only when the record lists a class with one', async () => {
    await signIn({ legacy: true });
    expect(await request('notes')).toEqual([record(), 'query notes']);
    await signIn();
    expect(await request('notes')).toEqual([record()]);
    expect(shown.notes).toEqual([]);
    await createNote(member.email, { courseId: COURSE, classId: CLASS, seconds: 9, text: 'Mine' });
    expect(await request('notes')).toEqual([record(), 'query notes']);
    expect(shown.notes).toEqual(['Mine']);
  });

  test("another member's listed class shows them nothing of the first member's", async () => {
    await signIn();
    const writer = member.email;
    await createNote(writer, { courseId: COURSE, classId: CLASS, seconds: 5, text: 'Private' });
    await signIn();
    expect(await request('class')).toEqual([record()]);
    expect(shown).toEqual({ notes: [], trades: [] });
    await signIn({ legacy: true });
    await request('class');
    expect(shown).toEqual({ notes: [], trades: [] });
  });
});
