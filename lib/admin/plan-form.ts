/**
 * The plans page's form: what an operator typed → a price id and a plan for the plans'
 * schema (lib/payments validates and stores it).
 */

/** Course ids as an operator types them: one per line, or separated by commas or spaces. */
export function splitCourseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/**
 * The longest pass an operator may type: ten years, as free days (a longer one is a typo,
 * a 99999-day pass being 274 years). Plans stored before keep theirs: only the form checks.
 */
export const MAX_TERM_DAYS = 3650;
const inTerm = (days: number) => days >= 1 && days <= MAX_TERM_DAYS;

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
):
  | { ok: true; price: string; plan: Record<string, unknown> }
  | { ok: false; field: string; error: string } {
  const termDays = form.termDays.trim();
  if (termDays !== '' && !(/^\d{1,5}$/.test(termDays) && inTerm(Number(termDays)))) {
    const error = `termDays: enter a whole number of days from 1 to ${MAX_TERM_DAYS}.`;
    return { ok: false, field: 'termDays', error };
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
