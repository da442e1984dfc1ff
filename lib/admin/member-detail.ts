import type { AuditedGrant } from '../audit/client';
import type { Catalog } from '../content/client';
import { MAX_FREE_DAYS } from '../grants/client';
import { isGrantActive, memberKey, type ClassProgress } from '../members/client';
import type { PaymentEventRecord } from '../payments';
import { completedClassIds, courseProgress } from '../progress/client';
import { formatTime } from './console-time';
import type { ActionResult } from './operator-action';

/** The member detail page's pure logic: its URL, status, progress rows and form input. */

/** The member an /admin/members/[email] segment names, or null when it names none. */
export function memberFromSegment(segment: string): string | null {
  let email = segment;
  try {
    email = decodeURIComponent(segment);
  } catch {
    return null;
  }
  try {
    return memberKey(email);
  } catch {
    return null;
  }
}

/** Where a grant's access stands: without end, until a time, or ended at one (and why, if early). */
export function grantEndText(grant: AuditedGrant, nowMs: number): string {
  if (grant.accessUntil === undefined) return 'no end';
  const end = `${isGrantActive(grant, nowMs) ? 'until' : 'ended'} ${formatTime(grant.accessUntil)}`;
  return grant.reason ? `${end} (${grant.reason})` : end;
}

/**
 * What operators decided about a grant (ended it, added free days), which later events of
 * its payment do not undo; null when they decided nothing.
 */
export function grantDecisionText(grant: {
  accessUntil?: number;
  decisions?: ReadonlyArray<{ kind: 'end' | 'days'; days?: number }>;
}): string | null {
  const decisions = grant.decisions ?? [];
  if (decisions.length === 0) return null;
  const last = decisions[decisions.length - 1]!;
  const days = decisions.reduce((sum, d) => sum + (d.kind === 'days' ? (d.days ?? 0) : 0), 0);
  const what =
    last.kind === 'end'
      ? 'ended by an operator'
      : `${days} free day${days === 1 ? '' : 's'} added by an operator`;
  return `${what}: renewals, refunds and disputes do not change it; reopen to follow the payments again`;
}

/** How many decimals a currency's amounts have: 2 for cents and sen, none for yen. */
export function currencyDigits(currency: string | null): number {
  try {
    return (
      new Intl.NumberFormat('en', {
        style: 'currency',
        currency: (currency ?? '').toUpperCase(),
      }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    // No currency, or one Intl does not know: cents.
    return 2;
  }
}

/**
 * An amount in a currency's minor units, in the console's English with the digits grouped:
 * `24.75 MYR`, `123,456.78 MYR`, `2,500 JPY`.
 */
export function formatMoney(minor: number, currency: string | null): string {
  const code = (currency ?? '').toUpperCase();
  const digits = currencyDigits(code);
  const amount = new Intl.NumberFormat('en-MY', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).format(minor / 10 ** digits);
  return `${amount}${code ? ` ${code}` : ''}`;
}

/** A payment event as its outcome column says it: refunds and disputes by kind and amount. */
export function paymentOutcomeText(
  event: Pick<
    PaymentEventRecord,
    'outcome' | 'unmatched' | 'action' | 'amount' | 'refunded' | 'currency'
  >,
): string {
  if (event.unmatched.length > 0)
    return `${event.outcome} (no plan: ${event.unmatched.join(', ')})`;
  if (!event.action) return event.outcome;
  const amounts =
    event.amount !== null && event.refunded !== null
      ? `: ${formatMoney(event.refunded, event.currency)} of ${formatMoney(event.amount, event.currency)} refunded`
      : '';
  const decide =
    event.action === 'partial refund' ? '; access unchanged, the operator decides' : '';
  return `${event.action}${amounts}${decide}`;
}

/** A grant in one line, as an audit entry's before or after: none, or its courses and end. */
export function grantSummary(grant: AuditedGrant | null, nowMs: number): string {
  if (!grant) return 'none';
  const courses = grant.courses.length ? grant.courses.join(', ') : 'no courses';
  return `${courses} (${grantEndText(grant, nowMs)})`;
}

export type ProgressRow = {
  id: string;
  title: string | null;
  known: boolean;
  completed: number;
  /** Classes in the course now; null when the catalog does not know the course. */
  total: number | null;
  lastWatched: number | null;
};

/**
 * Progress for each course the member has now and each course they have progress in:
 * completed classes that still exist out of the course's classes, and when they last
 * watched one of its classes.
 */
export function progressRows(
  courseIds: readonly string[],
  progress: ReadonlyMap<string, ClassProgress>,
  catalog: Catalog,
): ProgressRow[] {
  const ids = new Set(courseIds);
  for (const entry of progress.values()) if (entry.courseId) ids.add(entry.courseId);
  const completed = completedClassIds(progress);
  return [...ids].map((id) => {
    const course = catalog.courses.find((c) => c.id === id);
    const entries = [...progress].filter(([, p]) => p.courseId === id);
    const times = entries.flatMap(([, p]) => (p.updatedAt === undefined ? [] : [p.updatedAt]));
    const lastWatched = times.length ? Math.max(...times) : null;
    if (!course) {
      const done = entries.filter(([, p]) => p.completed).length;
      return { id, title: null, known: false, completed: done, total: null, lastWatched };
    }
    const counted = courseProgress(course, completed);
    return {
      id,
      title: course.title,
      known: true,
      completed: counted.completed,
      total: counted.total,
      lastWatched,
    };
  });
}

/** The free-days form's field. */
export const FREE_DAYS_FIELD = 'days';
/** The course picker's field. */
export const COURSE_FIELD = 'course';

/** The free days typed: a whole number from 1 to MAX_FREE_DAYS. */
export function parseFreeDays(input: unknown): ActionResult<number> {
  const text = typeof input === 'string' ? input.trim() : '';
  const days = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(days) || days < 1 || days > MAX_FREE_DAYS)
    return {
      ok: false,
      error: `Free days: enter a whole number from 1 to ${MAX_FREE_DAYS}`,
      field: FREE_DAYS_FIELD,
    };
  return { ok: true, data: days };
}

/** The course chosen in the picker: one the catalog has. */
export function parseCourseChoice(input: unknown, catalog: Catalog): ActionResult<string> {
  const id = typeof input === 'string' ? input.trim() : '';
  if (!id) return { ok: false, error: 'Course: choose a course to grant', field: COURSE_FIELD };
  if (!catalog.courses.some((course) => course.id === id))
    return { ok: false, error: 'Course: choose a course from the catalog', field: COURSE_FIELD };
  return { ok: true, data: id };
}
