'use server';

import {
  fetchDriftDays,
  nudgeListed,
  nudgeMember,
  operatorAction,
  parseDriftDays,
  saveDriftDays,
} from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import { getCatalogOrEmpty } from '@/lib/content';
import type { Locale } from '@/lib/i18n';

export const saveDriftThreshold = operatorAction(
  'saveDriftThreshold',
  async (operator, raw: string) => {
    const parsed = parseDriftDays(raw);
    if (!parsed.ok) return { ok: false, error: parsed.error, field: 'driftDays' };
    await saveDriftDays(parsed.days, byOperator(operator.member.email));
    return { ok: true, data: `Saved: drifting after ${parsed.days} days without watching.` };
  },
);

const catalogCourses = async (locale: Locale) =>
  (await getCatalogOrEmpty('/admin/drifting', locale)).courses;

/** Nudges one member (the address the button was rendered for); refusals say why. */
export const sendNudge = operatorAction('sendNudge', async (operator, email: string) =>
  nudgeMember(String(email), byOperator(operator.member.email), catalogCourses),
);

/** Nudges every member the page at `cursor` lists, that page read again on the server. */
export const nudgeAllListed = operatorAction(
  'nudgeAllListed',
  async (operator, cursor: string | null) =>
    nudgeListed(
      {
        days: await fetchDriftDays(),
        cursor: typeof cursor === 'string' ? cursor.slice(0, 40) : null,
        coursesIn: catalogCourses,
      },
      byOperator(operator.member.email),
    ),
);
