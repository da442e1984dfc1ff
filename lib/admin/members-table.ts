import {
  memberCursor,
  memberPrefix,
  type AccessSource,
  type MemberStatus,
} from '../members/client';
import { formatTime } from './ops';

/** The members table's URL state: `?q=<prefix>&after=<last e-mail of the page before>`. */
export type MembersQuery = { q: string; prefix: string; after: string | null };

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export function membersQuery(params: SearchParams): MembersQuery {
  const q = first(params.q).trim().slice(0, 200);
  return { q, prefix: memberPrefix(q), after: memberCursor(first(params.after).slice(0, 400)) };
}

/** A link to a page of the table: the search kept, the cursor when not the first page. */
export function membersHref({ q, after }: { q: string; after?: string | null }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

export const memberHref = (email: string) => `/admin/members/${encodeURIComponent(email)}`;

/** An Auth date ("Mon, 23 Nov 2026 21:54:00 GMT") as "2026-11-23 21:54 UTC"; `never` when none. */
export function consoleTime(value: string | null): string {
  if (!value) return 'never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'unknown';
  return formatTime(date.getTime());
}

export function sourcesLabel(sources: readonly AccessSource[]): string {
  return sources.length ? sources.join(', ') : 'none';
}

/** Each status's look: the operator should spot the ones needing attention. */
export const STATUS_TONE: Record<MemberStatus, string> = {
  active: 'border-emerald-700 text-emerald-300',
  'past due': 'border-amber-600 text-amber-300',
  disabled: 'border-red-700 text-red-300',
  'no account': 'border-ink-700 text-slate-400',
};
