'use server';

import { unknownCourseIds } from '@/lib/accounts';
import { operatorAction, parsePlanForm, type PlanForm } from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import { savePlan as storePlan } from '@/lib/payments';

/**
 * Adds (`create`) or changes a plan; a refusal names the field, so the form can point at it.
 * An edit names the version of the plan its page showed (ListedPlan).
 */
export const savePlan = operatorAction(
  'savePlan',
  async (operator, form: PlanForm, create: boolean, version?: string) => {
    const parsed = parsePlanForm({
      price: String(form?.price ?? ''),
      name: String(form?.name ?? ''),
      mode: String(form?.mode ?? ''),
      termDays: String(form?.termDays ?? ''),
      courses: String(form?.courses ?? ''),
    });
    if (!parsed.ok) return parsed;
    const courses = parsed.plan.courses as string[];
    const unknown = await unknownCourseIds(courses);
    if (unknown.length > 0) {
      return {
        ok: false,
        field: 'courses',
        error: `courses: not in the course catalog: ${unknown.join(', ')}.`,
      };
    }
    const change = await storePlan(parsed.price, parsed.plan, {
      create: create === true,
      by: byOperator(operator.member.email),
      version: typeof version === 'string' ? version : undefined,
    });
    return change.ok ? { ok: true, data: parsed.price } : change;
  },
);
