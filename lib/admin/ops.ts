/**
 * The console's inbox, plans and audit pages: form parsing and what their tables say.
 * Pure, so it is unit-tested; the data and its changes belong to lib/contact,
 * lib/payments and lib/members.
 */

export type FieldError = { field: string; error: string };

/** Course ids as an operator types them: one per line, or separated by commas or spaces. */
export function splitCourseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** The plan form's fields, as typed. */
export type PlanForm = {
  price: string;
  name: string;
  mode: string;
  termDays: string;
  courses: string;
};

/** The plan form → a price id and the plan to validate with the plans' schema. */
export function parsePlanForm(
  form: PlanForm,
): { ok: true; price: string; plan: Record<string, unknown> } | ({ ok: false } & FieldError) {
  const termDays = form.termDays.trim();
  if (termDays !== '' && !/^\d{1,5}$/.test(termDays)) {
    return { ok: false, field: 'termDays', error: 'termDays: enter a whole number of days.' };
  }
  return {
    ok: true,
    price: form.price.trim(),
    plan: {
      name: form.name,
      mode: form.mode,
      courses: splitCourseIds(form.courses),
      ...(termDays === '' ? {} : { termDays: Number(termDays) }),
    },
  };
}

/** A moment as the console shows it, in UTC so every operator reads the same. */
export function formatTime(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return '–';
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A contact message's forwarding, in words. */
export function forwardingLabel(message: {
  forwardStatus: string;
  forwardAttempts: number;
  forwardError: string | null;
  heldBy?: string | null;
}): string {
  switch (message.forwardStatus) {
    case 'off':
      return 'off (no forms service)';
    case 'sent':
      return 'sent';
    case 'held':
      return `held: over the ${message.heldBy === 'email' ? "sender e-mail's" : "site's"} forwarding limit, not forwarded`;
    case 'retry': {
      const tries = `${message.forwardAttempts} attempt${message.forwardAttempts === 1 ? '' : 's'}`;
      return `retry pending: ${tries} failed${message.forwardError ? ` (${message.forwardError})` : ''}`;
    }
    default:
      return message.forwardStatus;
  }
}

export const INBOX_VIEWS = ['open', 'handled', 'all'] as const;
export type InboxViewName = (typeof INBOX_VIEWS)[number];

export const inboxViewOf = (value: unknown): InboxViewName =>
  INBOX_VIEWS.find((view) => view === value) ?? 'open';

/** A console URL with its GET parameters, empty ones left out. */
export function consoleHref(path: string, params: Record<string, string | null | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

type GrantLike = { courses?: unknown; accessUntil?: unknown } | null;

function grantText(grant: GrantLike): string {
  if (!grant) return 'none';
  const courses = Array.isArray(grant.courses) ? grant.courses.join(', ') || 'no courses' : '?';
  const until =
    typeof grant.accessUntil === 'number' ? ` until ${formatTime(grant.accessUntil)}` : '';
  return `${courses}${until}`;
}

function planText(plan: unknown): string {
  if (!plan || typeof plan !== 'object') return 'none';
  const { name, mode, termDays, courses } = plan as Record<string, unknown>;
  const term = typeof termDays === 'number' ? `, ${termDays} days` : '';
  return `${String(name)} (${String(mode)}${term}): ${grantText({ courses })}`;
}

/** What an audit entry changed, before → after, in one line. */
export function describeChange(entry: {
  before: GrantLike;
  after: GrantLike;
  plan?: { before: unknown; after: unknown };
}): string {
  if (entry.plan) return `${planText(entry.plan.before)} → ${planText(entry.plan.after)}`;
  if (!entry.before && !entry.after) return '';
  return `${grantText(entry.before)} → ${grantText(entry.after)}`;
}
