import { formatTime } from './console-time';

/** What the audit log page says an entry changed. */

type GrantLike = { courses?: unknown; accessUntil?: unknown; reason?: unknown } | null;

function grantText(grant: GrantLike): string {
  if (!grant) return 'none';
  const courses = Array.isArray(grant.courses) ? grant.courses.join(', ') || 'no courses' : '?';
  const until =
    typeof grant.accessUntil === 'number' ? ` until ${formatTime(grant.accessUntil)}` : '';
  const reason = typeof grant.reason === 'string' ? ` (${grant.reason})` : '';
  return `${courses}${until}${reason}`;
}

function planText(plan: unknown): string {
  if (!plan || typeof plan !== 'object') return 'none';
  const { name, mode, termDays, courses } = plan as Record<string, unknown>;
  const term = typeof termDays === 'number' ? `, ${termDays} days` : '';
  return `${String(name)} (${String(mode)}${term}): ${grantText({ courses })}`;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'not confirmed: may not have happened',
  failed: 'failed: did not happen',
};

function changeText(entry: {
  before: GrantLike;
  after: GrantLike;
  plan?: { before: unknown; after: unknown };
  detail?: string;
}): string {
  if (entry.plan) return `${planText(entry.plan.before)} → ${planText(entry.plan.after)}`;
  if (entry.detail) return entry.detail;
  if (!entry.before && !entry.after) return '';
  return `${grantText(entry.before)} → ${grantText(entry.after)}`;
}

/**
 * What an audit entry changed, before → after (or the account change in words), in one
 * line; an account change that was not confirmed done says so.
 */
export function describeChange(entry: {
  before: GrantLike;
  after: GrantLike;
  plan?: { before: unknown; after: unknown };
  detail?: string;
  status?: string;
}): string {
  const text = changeText(entry);
  const status = entry.status ? STATUS_TEXT[entry.status] : undefined;
  if (!status) return text;
  return text ? `${text} (${status})` : `(${status})`;
}

/**
 * describeChange without the grant's before → after, for the member page, whose Before and
 * After columns show those: the change in words (a move's old → new address, a plan) and
 * whether it failed or was not confirmed.
 */
export const describeDetail = (entry: Parameters<typeof describeChange>[0]): string =>
  describeChange({ ...entry, before: null, after: null });
