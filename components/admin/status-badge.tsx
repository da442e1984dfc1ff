import type { MemberStatus } from '@/lib/members/client';

/** Each status's look: the operator should spot the ones needing attention. */
const TONE: Record<MemberStatus, string> = {
  active: 'border-emerald-700 text-emerald-300',
  'past due': 'border-amber-600 text-amber-300',
  disabled: 'border-red-700 text-red-300',
  'no account': 'border-ink-700 text-slate-400',
};

/** A member's status, in words and in its tone. */
export function StatusBadge({ status }: { status: MemberStatus }) {
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {status}
    </span>
  );
}
