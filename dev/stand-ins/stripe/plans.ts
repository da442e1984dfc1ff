import type { PriceSpec } from './objects';

/** A plan as the `plans/{priceId}` documents hold it (the webhook owns their validation). */
export type PlanSummary = {
  price: string;
  name: string;
  courses: string[];
  mode: 'subscription' | 'payment';
  termDays?: number;
};

/** Reads one `plans` document; null when it is not a usable plan. */
export function planFromDoc(price: string, data: Record<string, unknown>): PlanSummary | null {
  const { name, courses, mode, termDays } = data;
  if (typeof name !== 'string') return null;
  if (!Array.isArray(courses) || !courses.every((c) => typeof c === 'string')) return null;
  if (mode !== 'subscription' && mode !== 'payment') return null;
  return {
    price,
    name,
    courses: courses as string[],
    mode,
    ...(typeof termDays === 'number' ? { termDays } : {}),
  };
}

/** `plans --json`: `[{ price, name, courses }]`, ordered by price id. */
export function plansJson(plans: PlanSummary[]): string {
  const sorted = [...plans].sort((a, b) => a.price.localeCompare(b.price));
  return JSON.stringify(
    sorted.map(({ price, name, courses }) => ({ price, name, courses })),
    null,
    2,
  );
}

export function priceSpecOf(plan: PlanSummary, at: number): PriceSpec {
  return { id: plan.price, mode: plan.mode, created: at };
}
