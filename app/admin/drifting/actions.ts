'use server';

import { operatorAction, parseDriftDays, saveDriftDays } from '@/lib/admin';
import { byOperator } from '@/lib/audit';

export const saveDriftThreshold = operatorAction(
  'saveDriftThreshold',
  async (operator, raw: string) => {
    const parsed = parseDriftDays(raw);
    if (!parsed.ok) return { ok: false, error: parsed.error, field: 'driftDays' };
    await saveDriftDays(parsed.days, byOperator(operator.member.email));
    return { ok: true, data: `Saved: drifting after ${parsed.days} days without watching.` };
  },
);
