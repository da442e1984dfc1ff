import { isLocale, type Locale } from '../i18n/client';
import { activeCourseIds, grantsOfRecord, isGrantActive, type Grants } from './grants';

/**
 * The members table's rows, shaped from what one page reads: the users/{email} records, the
 * Auth accounts (one batched lookup) and the subscriptions the records' grants name (one
 * batched read). Pure, so the rules below are tested without Firestore.
 */

/** What the table says about an account, worst first: see memberStatus. */
export type MemberStatus = 'no account' | 'disabled' | 'past due' | 'active';

/** Where a member's current access comes from: a grant given by hand, a plan, a pass. */
export type AccessSource = 'manual' | 'plan' | 'pass';

export type MemberAccount = {
  disabled: boolean;
  /** As Firebase Auth gives them (UTC date strings); null when never. */
  createdAt: string | null;
  lastSignInAt: string | null;
};

export type MemberRow = {
  email: string;
  status: MemberStatus;
  /** Courses the member may open now. */
  courses: number;
  sources: AccessSource[];
  createdAt: string | null;
  lastSignInAt: string | null;
  /** The language the member chose (their e-mails are in it), null before any choice. */
  language: Locale | null;
};

/** The Stripe status lib/payments records in subscriptions/{id} when a renewal is not paid. */
const PAST_DUE = 'past_due';
const SUBSCRIPTION_KEY = /^sub:([^/]+)$/;

/** A search box's text as a prefix of record keys: trimmed, ASCII letters lower-cased (memberKey). */
export function memberPrefix(text: string): string {
  return text.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** A cursor from the URL: a record key, never a path (a '/' would name another document). */
export function memberCursor(text: string | null | undefined): string | null {
  const cursor = text?.trim() ?? '';
  return cursor && !cursor.includes('/') ? cursor : null;
}

/** The subscription ids the grants name (`sub:<id>`), for one batched read of their status. */
export function subscriptionIdsOf(grants: Grants): string[] {
  return Object.keys(grants).flatMap((key) => SUBSCRIPTION_KEY.exec(key)?.[1] ?? []);
}

/** The sources of the grants that give a course now, each once, in a fixed order. */
export function accessSources(grants: Grants, nowMs: number): AccessSource[] {
  const found = new Set<AccessSource>();
  for (const grant of Object.values(grants)) {
    if (!isGrantActive(grant, nowMs) || grant.courses.length === 0) continue;
    found.add(grant.source === 'manual' || grant.source === 'pass' ? grant.source : 'plan');
  }
  return (['manual', 'plan', 'pass'] as const).filter((source) => found.has(source));
}

/**
 * A record without an account is flagged first (nobody can sign in to it); a disabled
 * account cannot sign in whatever it pays; past due is any of the member's subscriptions
 * with an unpaid renewal (access runs on through the grace period).
 */
export function memberStatus(
  account: MemberAccount | null,
  grants: Grants,
  subscriptionStatus: (id: string) => string | null,
): MemberStatus {
  if (!account) return 'no account';
  if (account.disabled) return 'disabled';
  if (subscriptionIdsOf(grants).some((id) => subscriptionStatus(id) === PAST_DUE))
    return 'past due';
  return 'active';
}

export function memberRow(
  email: string,
  record: Record<string, unknown> | undefined,
  account: MemberAccount | null,
  subscriptionStatus: (id: string) => string | null,
  nowMs: number,
): MemberRow {
  const grants = grantsOfRecord(record);
  return {
    email,
    status: memberStatus(account, grants, subscriptionStatus),
    courses: activeCourseIds(grants, nowMs).length,
    sources: accessSources(grants, nowMs),
    createdAt: account?.createdAt ?? null,
    lastSignInAt: account?.lastSignInAt ?? null,
    language: isLocale(record?.language) ? record.language : null,
  };
}
