import { DAY_MS } from '../time';

/**
 * The console overview's aggregates (docs/console.md, Overview), pure: what one change of a
 * member's access, progress or payments adds to the per-day and per-month counters, and
 * how the overview's figures and series are read back from them. The counters live in
 * `stats/daily-<yyyy-mm-dd>` and `stats/monthly-<yyyy-mm>` (UTC), written in the same
 * transaction as the change they count, so an overview reads O(days) documents whatever
 * the number of members.
 */

/** The access end of a grant without end (as in lib/grants/course-summary.ts). */
export const NO_END = Number.MAX_SAFE_INTEGER;

/** Members who gained access (after having none) that day. */
export const JOINS = 'joins';
/** Members whose access ended that day, or is set to end that day (moved when it changes). */
export const ENDS = 'ends';
/** Classes marked completed that day. */
export const COMPLETIONS = 'completions';
/** Members whose latest watching day is that day (moved to the new day when they watch). */
export const LAST_ACTIVE = 'lastActive';
/** On a Monday's document: members who watched during the week it starts (distinct). */
export const WEEK_LEARNERS = 'weekLearners';
const REVENUE_PREFIX = 'revenue_';

export const dayKey = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const monthKey = (ms: number): string => new Date(ms).toISOString().slice(0, 7);
/** The UTC Monday that starts the week of `ms`, as a day key. */
export function weekKey(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is weekday 3 counting from Monday.
  return dayKey((day - ((day + 3) % 7)) * DAY_MS);
}
export const dailyDocId = (day: string) => `daily-${day}`;
export const monthlyDocId = (month: string) => `monthly-${month}`;
/** A day key back to its first millisecond. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);
/** The first millisecond of the UTC day after the one of `ms`. */
export const nextDayStart = (ms: number) => (Math.floor(ms / DAY_MS) + 1) * DAY_MS;

/**
 * A plan's revenue field: minor units of one currency, refunds netted out, named
 * `revenue_<currency>_<plan>` with only letters, digits and `_` (`_` doubled, `-` as `_d`,
 * anything else as `_x<hex>_`): a field path that needs no quoting, which the local
 * Firestore stand-in does not undo in increments.
 */
export const revenueField = (plan: string, currency: string) =>
  `${REVENUE_PREFIX}${currency.toLowerCase()}_${plan.replace(/[^A-Za-z0-9]/g, (c) =>
    c === '_' ? '__' : c === '-' ? '_d' : `_x${c.codePointAt(0)!.toString(16)}_`,
  )}`;

function decodePlan(encoded: string): string | null {
  let plan = '';
  for (let i = 0; i < encoded.length; i++) {
    const c = encoded[i]!;
    if (c !== '_') {
      plan += c;
      continue;
    }
    const next = encoded[++i];
    if (next === '_') plan += '_';
    else if (next === 'd') plan += '-';
    else if (next === 'x') {
      const end = encoded.indexOf('_', i + 1);
      if (end < 0) return null;
      plan += String.fromCodePoint(parseInt(encoded.slice(i + 1, end), 16));
      i = end;
    } else return null;
  }
  return plan;
}

/** Counter increments: document id → field → amount. */
export type StatsDelta = Map<string, Map<string, number>>;

function add(delta: StatsDelta, doc: string, field: string, amount: number): void {
  if (amount === 0) return;
  const fields = delta.get(doc) ?? new Map<string, number>();
  const sum = (fields.get(field) ?? 0) + amount;
  if (sum === 0) fields.delete(field);
  else fields.set(field, sum);
  if (fields.size === 0) delta.delete(doc);
  else delta.set(doc, fields);
}

/** Adds `more` into `into` (the backfill sums every member's counters). */
export function mergeDelta(into: StatsDelta, more: StatsDelta): StatsDelta {
  for (const [doc, fields] of more) for (const [field, n] of fields) add(into, doc, field, n);
  return into;
}

/**
 * What a change of the member's access end (the latest end over their grants, NO_END for
 * none, 0 for no access) counts. Gaining access when there was none is a join today; an
 * end still ahead is counted on its day and moved when the end moves; access taken away
 * now is an end today.
 */
export function accessDelta(before: number, after: number, nowMs: number): StatsDelta {
  const delta: StatsDelta = new Map();
  if (before === after) return delta;
  const was = before > nowMs;
  const is = after > nowMs;
  const today = dailyDocId(dayKey(nowMs));
  if (!was && is) add(delta, today, JOINS, 1);
  if (was && before !== NO_END) add(delta, dailyDocId(dayKey(before)), ENDS, -1);
  if (is && after !== NO_END) add(delta, dailyDocId(dayKey(after)), ENDS, 1);
  if (was && !is) add(delta, today, ENDS, 1);
  return delta;
}

/**
 * What a progress write counts: the member's latest watching day moves to today (once a
 * day), the week's learners gain them (once a week), and a class newly completed counts.
 */
export function progressDelta(
  lastWatchedAt: number | null,
  nowMs: number,
  newlyCompleted: boolean,
): StatsDelta {
  const delta: StatsDelta = new Map();
  const today = dayKey(nowMs);
  if (lastWatchedAt === null || dayKey(lastWatchedAt) !== today) {
    if (lastWatchedAt !== null) add(delta, dailyDocId(dayKey(lastWatchedAt)), LAST_ACTIVE, -1);
    add(delta, dailyDocId(today), LAST_ACTIVE, 1);
  }
  if (lastWatchedAt === null || weekKey(lastWatchedAt) !== weekKey(nowMs))
    add(delta, dailyDocId(weekKey(nowMs)), WEEK_LEARNERS, 1);
  if (newlyCompleted) add(delta, dailyDocId(today), COMPLETIONS, 1);
  return delta;
}

/** A payment (positive) or a refund (negative) in minor units, on the day and month it was made. */
export function revenueDelta(
  plan: string | null,
  currency: string,
  amount: number,
  atMs: number,
): StatsDelta {
  const delta: StatsDelta = new Map();
  if (!Number.isFinite(amount) || amount === 0 || !/^[a-z]{3}$/i.test(currency)) return delta;
  const field = revenueField(plan ?? 'unknown', currency);
  add(delta, dailyDocId(dayKey(atMs)), field, amount);
  add(delta, monthlyDocId(monthKey(atMs)), field, amount);
  return delta;
}

/** A stats document's counters as read back (missing ones are 0). */
export type Counters = Readonly<Record<string, unknown>>;

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Revenue by plan, then currency (minor units). */
export type Revenue = Map<string, Map<string, number>>;

export function revenueOf(counters: Counters | undefined, into: Revenue = new Map()): Revenue {
  for (const [field, value] of Object.entries(counters ?? {})) {
    const match = /^revenue_([a-z]{3})_(.+)$/.exec(field);
    const plan = match ? decodePlan(match[2]!) : null;
    if (!match || plan === null) continue;
    const currency = match[1]!;
    const byCurrency = into.get(plan) ?? new Map<string, number>();
    byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + numberOf(value));
    into.set(plan, byCurrency);
  }
  return into;
}

/** Revenue summed over plans: currency → minor units. */
export function totalsByCurrency(revenue: Revenue): Map<string, number> {
  const totals = new Map<string, number>();
  for (const byCurrency of revenue.values())
    for (const [currency, amount] of byCurrency)
      totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return new Map([...totals].sort(([a], [b]) => a.localeCompare(b)));
}

/** The day keys of the `count` days that end with today, oldest first. */
export function lastDays(nowMs: number, count: number): string[] {
  const today = Math.floor(nowMs / DAY_MS);
  return Array.from({ length: count }, (_, i) => dayKey((today - count + 1 + i) * DAY_MS));
}

/** The month keys of the `count` months that end with this one, oldest first. */
export function lastMonths(nowMs: number, count: number): string[] {
  const now = new Date(nowMs);
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count + 1 + i, 1))
      .toISOString()
      .slice(0, 7),
  );
}

/** The Mondays of the `count` weeks that end with this one, oldest first. */
export function lastWeeks(nowMs: number, count: number): string[] {
  const monday = dayStart(weekKey(nowMs));
  return Array.from({ length: count }, (_, i) => dayKey(monday - (count - 1 - i) * 7 * DAY_MS));
}

export const CHART_DAYS = 90;
export const CHART_MONTHS = 12;
export const CHART_WEEKS = 13;

/** The daily documents an overview reads: 90 days plus the Monday before them. */
export function overviewDays(nowMs: number): string[] {
  return lastDays(nowMs, CHART_DAYS + 7);
}

export type Figures = {
  activeMembers: number;
  newMembers7: number;
  newMembers30: number;
  ended7: number;
  ended30: number;
  /** Last 30 days, currency → minor units. */
  revenue30: Map<string, number>;
  /** Last 30 days, plan → currency → minor units. */
  revenue30ByPlan: Revenue;
  learners7: number;
  completions7: number;
};

export type ActivePoint = { day: string; active: number; joins: number; ends: number };
export type LearnersPoint = { week: string; learners: number };
export type MonthRevenue = { month: string; revenue: Revenue };

export type Overview = {
  figures: Figures;
  active: ActivePoint[];
  learners: LearnersPoint[];
  months: MonthRevenue[];
};

/**
 * The overview from the counters: `days` by day key (at least overviewDays), `months` by
 * month key, and the members with access now (a count, exact to the millisecond). The
 * active members of an earlier day are walked back from now: the day's joins taken off,
 * its ends added back, so the series needs no per-day snapshot. Today's ends include the
 * ends still ahead today (accessDelta books them on their day), whose members are still in
 * `activeNow`: `endingLaterToday` of them are not added back.
 */
export function overviewOf(input: {
  nowMs: number;
  activeNow: number;
  /** Members whose access ends after now but today (UTC): a count like activeNow. */
  endingLaterToday?: number;
  days: ReadonlyMap<string, Counters>;
  months: ReadonlyMap<string, Counters>;
}): Overview {
  const { nowMs, activeNow, endingLaterToday = 0, days, months } = input;
  const field = (day: string, name: string) => numberOf(days.get(day)?.[name]);
  const sum = (window: string[], name: string) => window.reduce((n, d) => n + field(d, name), 0);
  const last7 = lastDays(nowMs, 7);
  const last30 = lastDays(nowMs, 30);
  const revenue30ByPlan: Revenue = new Map();
  for (const day of last30) revenueOf(days.get(day), revenue30ByPlan);

  const chartDays = lastDays(nowMs, CHART_DAYS);
  const active: ActivePoint[] = [];
  let running = activeNow;
  for (let i = chartDays.length - 1; i >= 0; i--) {
    const day = chartDays[i]!;
    const joins = field(day, JOINS);
    const ends = field(day, ENDS);
    active.unshift({ day, active: Math.max(0, running), joins, ends });
    const endedBefore = i === chartDays.length - 1 ? ends - endingLaterToday : ends;
    running = running - joins + endedBefore;
  }

  return {
    figures: {
      activeMembers: activeNow,
      newMembers7: sum(last7, JOINS),
      newMembers30: sum(last30, JOINS),
      ended7: sum(last7, ENDS),
      ended30: sum(last30, ENDS),
      revenue30: totalsByCurrency(revenue30ByPlan),
      revenue30ByPlan,
      learners7: sum(last7, LAST_ACTIVE),
      completions7: sum(last7, COMPLETIONS),
    },
    active,
    learners: lastWeeks(nowMs, CHART_WEEKS).map((week) => ({
      week,
      learners: field(week, WEEK_LEARNERS),
    })),
    months: lastMonths(nowMs, CHART_MONTHS).map((month) => ({
      month,
      revenue: revenueOf(months.get(month)),
    })),
  };
}

/** What the backfill knows of one member from their record (and account). */
export type MemberHistory = {
  /** The latest end over their grants: NO_END, a time, or 0 for no access ever. */
  accessUntil: number;
  /** When they first had access, as well as it is known (the account's creation). */
  joinedAt: number | null;
  lastWatchedAt: number | null;
  /** When each completed class was last saved. */
  completedAt: readonly number[];
};

/** A payment event's revenue entry as stored on paymentEvents/{id}, with the event's time. */
export type RevenueRecord = { plan: string | null; currency: string; amount: number; at: number };

/**
 * The counters rebuilt from the records, for `members -- migrate`: each member's join on
 * the day they joined and end on its day, their latest watching day and week, their
 * completed classes on the day each was saved; revenue from the payment events that carry
 * an amount. History a record does not keep (earlier access periods, earlier watching
 * weeks) is not rebuilt.
 */
export function backfillDelta(
  members: Iterable<MemberHistory>,
  revenue: Iterable<RevenueRecord>,
): StatsDelta {
  const delta: StatsDelta = new Map();
  for (const member of members) {
    if (member.accessUntil > 0) {
      // A join the records cannot date is left out; the member's end still counts.
      if (member.joinedAt !== null) add(delta, dailyDocId(dayKey(member.joinedAt)), JOINS, 1);
      if (member.accessUntil !== NO_END)
        add(delta, dailyDocId(dayKey(Math.max(member.accessUntil, member.joinedAt ?? 0))), ENDS, 1);
    }
    if (member.lastWatchedAt !== null) {
      add(delta, dailyDocId(dayKey(member.lastWatchedAt)), LAST_ACTIVE, 1);
      add(delta, dailyDocId(weekKey(member.lastWatchedAt)), WEEK_LEARNERS, 1);
    }
    for (const at of member.completedAt) add(delta, dailyDocId(dayKey(at)), COMPLETIONS, 1);
  }
  for (const entry of revenue)
    mergeDelta(delta, revenueDelta(entry.plan, entry.currency, entry.amount, entry.at));
  return delta;
}

/** A paymentEvents doc's revenue entries (written since the overview exists), checked. */
export function revenueRecordsOf(data: Record<string, unknown> | undefined): RevenueRecord[] {
  const at = data?.created;
  if (typeof at !== 'number' || !Array.isArray(data?.revenue)) return [];
  return data.revenue.flatMap((raw: unknown) => {
    const entry = (raw ?? {}) as Record<string, unknown>;
    return typeof entry.currency === 'string' && typeof entry.amount === 'number'
      ? [
          {
            plan: typeof entry.plan === 'string' ? entry.plan : null,
            currency: entry.currency,
            amount: entry.amount,
            at,
          },
        ]
      : [];
  });
}
