import 'server-only';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { adminDb } from '../firebase';
import { addClassActivity, memberCollection } from '../members';
import type { CsvTrade } from './csv';
import { dayOf, emptySummary, withFiled, withFiledMany, type Filed, type Summary } from './figures';
import { MAX_TRADES, type Trade, type TradeClass, type TradeInput } from './rules';

/**
 * A member's journal lives under their record, so a move carries it and losing access keeps
 * it: users/{email}/trades/{id} { ...the trade, day, order, createdAt, updatedAt } and
 * users/{email}/counters/journal { trades, summary } — the running totals (figures.ts),
 * written in the same transaction as every trade write, so the page never reads every
 * trade for its figures. `day` is the close's calendar day in the member's time zone when
 * written; `order` ((closed, else opened) ms, zero-padded, then the id) sorts newest first
 * and is the keyset cursor. journal/usage { members } counts members with any trade, for
 * the console. Every write that stores a trade linked to a class (add, edit, import) also
 * adds the class to the record's `tradeClassIds` (lib/members class-activity.ts) in its
 * transaction, so a class page reads trades only on the classes listed there; a delete, or
 * an edit that unlinks the class, leaves it listed.
 */
const tradesOf = (email: string) => memberCollection(email, 'trades');
const summaryDoc = (email: string) => memberCollection(email, 'counters').doc('journal');
const usageDoc = () => adminDb().collection('journal').doc('usage');

/** Trades written per import transaction: each is a write, with the summary's one, under 500. */
export const IMPORT_CHUNK = 400;

export type JournalRefusal = 'limit' | 'not-found';
export type JournalWrite<T> = { ok: true; value: T } | { ok: false; reason: JournalRefusal };

type Stored = TradeInput & {
  day: string | null;
  order: string;
  /** The lesson's class at the top level: the stand-in filters on no nested field. */
  classId: string | null;
  createdAt: number;
  updatedAt: number;
};

export const orderKey = (trade: Pick<TradeInput, 'opened' | 'closed'>, id: string) =>
  `${String(trade.closed ?? trade.opened).padStart(15, '0')}_${id}`;

function stored(
  id: string,
  input: TradeInput,
  timeZone: string,
  createdAt: number,
  now: number,
): Stored {
  return {
    ...input,
    day: input.closed === null || input.exit === null ? null : dayOf(input.closed, timeZone),
    order: orderKey(input, id),
    classId: input.lesson?.classId ?? null,
    createdAt,
    updatedAt: now,
  };
}

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function lessonOf(value: unknown): TradeClass | null {
  const lesson = value as Partial<TradeClass> | null | undefined;
  if (!lesson || typeof lesson.courseId !== 'string' || typeof lesson.classId !== 'string')
    return null;
  return { courseId: lesson.courseId, classId: lesson.classId, seconds: num(lesson.seconds) ?? 0 };
}

/** A stored trade, or null for a document that is not one (never shown, never counted). */
function toTrade(
  snapshot: FirebaseFirestore.DocumentSnapshot,
): (Trade & { day: string | null }) | null {
  const data = snapshot.data();
  if (!data) return null;
  const [entry, stop, size, opened] = [
    num(data.entry),
    num(data.stop),
    num(data.size),
    num(data.opened),
  ];
  const direction = data.direction === 'long' || data.direction === 'short' ? data.direction : null;
  if (entry === null || stop === null || size === null || opened === null || !direction)
    return null;
  return {
    id: snapshot.id,
    instrument: str(data.instrument),
    direction,
    entry,
    stop,
    exit: num(data.exit),
    size,
    opened,
    closed: num(data.closed),
    setup: str(data.setup),
    notes: str(data.notes),
    lesson: lessonOf(data.lesson),
    day: typeof data.day === 'string' ? data.day : null,
    createdAt: num(data.createdAt) ?? 0,
    updatedAt: num(data.updatedAt) ?? 0,
  };
}

function parseSummary(data: FirebaseFirestore.DocumentData | undefined): Summary {
  if (typeof data?.summary !== 'string') return emptySummary();
  try {
    return { ...emptySummary(), ...(JSON.parse(data.summary) as Partial<Summary>) };
  } catch {
    return emptySummary();
  }
}

/**
 * Writes the summary (JSON: setups and instruments are the member's own words, which
 * Firestore map keys would restrict) and keeps journal/usage's count of members with a
 * journal: one more when the first trade arrives, one fewer when the last goes.
 */
function writeSummary(transaction: Transaction, email: string, before: Summary, after: Summary) {
  transaction.set(summaryDoc(email), { trades: after.trades, summary: JSON.stringify(after) });
  const change = Number(after.trades > 0) - Number(before.trades > 0);
  if (change !== 0)
    transaction.set(usageDoc(), { members: FieldValue.increment(change) }, { merge: true });
}

const filed = (trade: TradeInput & { day: string | null }): Filed => trade;

/** The classes stored trades are linked to, each once. */
const linkedClassIds = (trades: readonly Pick<Stored, 'classId'>[]): string[] => [
  ...new Set(trades.flatMap((trade) => (trade.classId ? [trade.classId] : []))),
];

export async function addTrade(
  email: string,
  input: TradeInput,
  timeZone: string,
  now = Date.now(),
): Promise<JournalWrite<Trade>> {
  const ref = tradesOf(email).doc();
  return adminDb().runTransaction(async (transaction) => {
    const before = parseSummary((await transaction.get(summaryDoc(email))).data());
    if (before.trades >= MAX_TRADES) return { ok: false, reason: 'limit' } as const;
    const data = stored(ref.id, input, timeZone, now, now);
    transaction.create(ref, data);
    writeSummary(transaction, email, before, withFiled(before, filed(data), 1));
    addClassActivity(transaction, email, { trades: linkedClassIds([data]) });
    return { ok: true, value: { id: ref.id, ...input, createdAt: now, updatedAt: now } } as const;
  });
}

/** One trade of this member's (null when it is not theirs or gone) and their totals, in a transaction. */
async function readTradeAndSummary(
  transaction: Transaction,
  email: string,
  ref: DocumentReference,
) {
  return {
    old: toTrade(await transaction.get(ref)),
    summary: parseSummary((await transaction.get(summaryDoc(email))).data()),
  };
}

/** Replaces a trade of this member's (only their own can be found), moving the totals with it. */
export async function editTrade(
  email: string,
  id: string,
  input: TradeInput,
  timeZone: string,
  now = Date.now(),
): Promise<JournalWrite<Trade>> {
  const ref = tradesOf(email).doc(id);
  return adminDb().runTransaction(async (transaction) => {
    const { old, summary } = await readTradeAndSummary(transaction, email, ref);
    if (!old) return { ok: false, reason: 'not-found' } as const;
    const data = stored(id, input, timeZone, old.createdAt, now);
    transaction.set(ref, data);
    const after = withFiled(withFiled(summary, filed(old), -1), filed(data), 1);
    writeSummary(transaction, email, summary, after);
    addClassActivity(transaction, email, { trades: linkedClassIds([data]) });
    return { ok: true, value: { id, ...input, createdAt: old.createdAt, updatedAt: now } } as const;
  });
}

export async function deleteTrade(email: string, id: string): Promise<JournalWrite<null>> {
  const ref = tradesOf(email).doc(id);
  return adminDb().runTransaction(async (transaction) => {
    const { old, summary } = await readTradeAndSummary(transaction, email, ref);
    if (!old) return { ok: false, reason: 'not-found' } as const;
    transaction.delete(ref);
    writeSummary(transaction, email, summary, withFiled(summary, filed(old), -1));
    return { ok: true, value: null } as const;
  });
}

export type ImportResult = { added: number; already: number };

/**
 * Writes up to IMPORT_CHUNK parsed rows in one transaction under their fingerprints: a row
 * whose trade is already there is left as it is, so nothing doubles. Already there means a
 * trade of this member's under the row's own id (an export's, whatever made the trade: the
 * form's automatic id or an import's fingerprint), else under its fingerprint (the same
 * file imported before). Only this member's trades are ever read. A row's class is written
 * as it comes: the caller has kept only classes open to the member. Refused whole when the
 * journal would pass MAX_TRADES. Call it chunk by chunk; each chunk's totals are in the
 * summary when it returns.
 */
export async function importTradeChunk(
  email: string,
  rows: readonly CsvTrade[],
  timeZone: string,
  now = Date.now(),
): Promise<JournalWrite<ImportResult>> {
  if (rows.length > IMPORT_CHUNK) throw new Error(`at most ${IMPORT_CHUNK} rows per chunk`);
  if (rows.length === 0) return { ok: true, value: { added: 0, already: 0 } };
  // Each id once (an imported trade's exported id is its own fingerprint).
  const ids = [
    ...new Set(rows.flatMap((row) => (row.id ? [row.id, row.fingerprint] : [row.fingerprint]))),
  ];
  // Which are there already, read outside the transaction (no field, no lock): a trade
  // another import wrote meanwhile makes `create` fail, and the whole chunk with it, so
  // the totals never count a trade twice.
  const snapshots = await adminDb().getAll(...ids.map((id) => tradesOf(email).doc(id)), {
    fieldMask: [],
  });
  const there = new Set(snapshots.filter((doc) => doc.exists).map((doc) => doc.id));
  const fresh = rows.filter(
    (row) => !there.has(row.fingerprint) && !(row.id !== null && there.has(row.id)),
  );
  return adminDb().runTransaction(async (transaction) => {
    const summary = parseSummary((await transaction.get(summaryDoc(email))).data());
    if (summary.trades + fresh.length > MAX_TRADES) return { ok: false, reason: 'limit' } as const;
    const written = fresh.map((row) => {
      const input = { ...row.trade, lesson: row.lesson };
      const data = stored(row.fingerprint, input, timeZone, now, now);
      transaction.create(tradesOf(email).doc(row.fingerprint), data);
      return data;
    });
    writeSummary(transaction, email, summary, withFiledMany(summary, written.map(filed), 1));
    addClassActivity(transaction, email, { trades: linkedClassIds(written) });
    return {
      ok: true,
      value: { added: fresh.length, already: rows.length - fresh.length },
    } as const;
  });
}

/**
 * One request's rows of an import (see batches.ts), IMPORT_CHUNK at a time, each chunk its
 * own transaction with the totals; stops at the first refusal.
 */
export async function importTrades(
  email: string,
  rows: readonly CsvTrade[],
  timeZone: string,
  now = Date.now(),
): Promise<JournalWrite<ImportResult>> {
  const total = { added: 0, already: 0 };
  for (let at = 0; at < rows.length; at += IMPORT_CHUNK) {
    const written = await importTradeChunk(email, rows.slice(at, at + IMPORT_CHUNK), timeZone, now);
    if (!written.ok) return written;
    total.added += written.value.added;
    total.already += written.value.already;
  }
  return { ok: true, value: total };
}

/** The member's running totals: one read. */
export async function fetchJournalSummary(email: string): Promise<Summary> {
  return parseSummary((await summaryDoc(email).get()).data());
}

export type TradeFilter = {
  setup?: string;
  instrument?: string;
  /** UTC ms bounds on the close (an open trade's open), `to` excluded. */
  from?: number;
  to?: number;
};
export type TradePage = { trades: Trade[]; next: string | null };

function filtered(email: string, filter: TradeFilter) {
  let query: FirebaseFirestore.Query = tradesOf(email);
  if (filter.setup !== undefined) query = query.where('setup', '==', filter.setup);
  if (filter.instrument !== undefined) query = query.where('instrument', '==', filter.instrument);
  if (filter.from !== undefined)
    query = query.where('order', '>=', String(filter.from).padStart(15, '0'));
  return query;
}

const upperBound = (filter: TradeFilter, after: string | undefined) => {
  const to = filter.to === undefined ? undefined : String(filter.to).padStart(15, '0');
  if (to === undefined) return after;
  return after === undefined || to < after ? to : after;
};

/**
 * One page of trades, newest first, after the cursor `after` (a page's `next`): a range on
 * `order` rather than a query cursor, which costs the same at any depth.
 */
export async function fetchTradesPage(
  email: string,
  filter: TradeFilter,
  limit: number,
  after?: string,
): Promise<TradePage> {
  let query = filtered(email, filter);
  const below = upperBound(filter, after);
  if (below !== undefined) query = query.where('order', '<', below);
  const snapshot = await query
    .orderBy('order', 'desc')
    .limit(limit + 1)
    .get();
  const docs = snapshot.docs.slice(0, limit);
  return {
    trades: docs
      .map(toTrade)
      .filter((trade): trade is Trade & { day: string | null } => trade !== null),
    next: snapshot.docs.length > limit ? String(docs.at(-1)!.get('order')) : null,
  };
}

/** The fields a trade's totals are worked out of (figures.ts Filed): all a filtered summary reads. */
const FILED_FIELDS = [
  'direction',
  'entry',
  'stop',
  'exit',
  'size',
  'closed',
  'setup',
  'instrument',
  'day',
] as const;

/** A stored trade's filed fields, or null for a document that is not a trade (as toTrade). */
function toFiled(snapshot: FirebaseFirestore.DocumentSnapshot): Filed | null {
  const data = snapshot.data();
  const [entry, stop, size] = [num(data?.entry), num(data?.stop), num(data?.size)];
  const direction =
    data?.direction === 'long' || data?.direction === 'short' ? data.direction : null;
  if (!data || entry === null || stop === null || size === null || !direction) return null;
  return {
    direction,
    entry,
    stop,
    exit: num(data.exit),
    size,
    closed: num(data.closed),
    setup: str(data.setup),
    instrument: str(data.instrument),
    day: typeof data.day === 'string' ? data.day : null,
  };
}

/**
 * The summary of the trades matching a filter that the stored totals cannot answer (two
 * filters at once, or a date range with a setup or instrument): one query of the matching
 * trades' priced fields only (no notes, no lesson).
 */
export async function fetchFilteredSummary(email: string, filter: TradeFilter): Promise<Summary> {
  let query = filtered(email, filter);
  if (filter.to !== undefined)
    query = query.where('order', '<', String(filter.to).padStart(15, '0'));
  const snapshot = await query.select(...FILED_FIELDS).get();
  const trades = snapshot.docs.map(toFiled).filter((trade) => trade !== null);
  return withFiledMany(emptySummary(), trades, 1);
}

/** One of the member's own trades, or null (another member's id finds nothing). */
export async function fetchTrade(email: string, id: string): Promise<Trade | null> {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) return null;
  return toTrade(await tradesOf(email).doc(id).get());
}

/** Every trade of the member, newest first: the export. */
export async function fetchAllTrades(email: string): Promise<Trade[]> {
  const snapshot = await tradesOf(email).orderBy('order', 'desc').get();
  return snapshot.docs
    .map(toTrade)
    .filter((trade): trade is Trade & { day: string | null } => trade !== null);
}

/**
 * The classes the member has trades linked to, in the caller's transaction (the backfill of
 * the record's sets): one query of the linked trades' class ids only.
 */
export async function classIdsWithTrades(
  transaction: Transaction,
  email: string,
): Promise<string[]> {
  const snapshot = await transaction.get(
    tradesOf(email).where('classId', '>', '').select('classId'),
  );
  return linkedClassIds(snapshot.docs.map((doc) => ({ classId: doc.get('classId') as string })));
}

/** The member's trades that practise one class, newest first. */
export async function fetchClassTrades(email: string, classId: string): Promise<Trade[]> {
  const snapshot = await tradesOf(email).where('classId', '==', classId).get();
  return snapshot.docs
    .map(toTrade)
    .filter((trade): trade is Trade & { day: string | null } => trade !== null)
    .sort((a, b) => orderKey(b, b.id).localeCompare(orderKey(a, a.id)));
}

/** How many members have a journal with any trade in it: the console's one figure of it. */
export async function fetchJournalMemberCount(): Promise<number> {
  const members = (await usageDoc().get()).get('members');
  return typeof members === 'number' && members > 0 ? members : 0;
}
