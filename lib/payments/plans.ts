import { z } from 'zod';
import { ENTRY_ID } from '../content/client';

/** A price id (Stripe's `price_…`, or another processor's product reference). */
export const PRICE_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * plans/{price}: what a price buys. A subscription's courses last while it is paid; a
 * one-time payment (`mode: 'payment'`) buys a pass of `termDays` days.
 */
export const planSchema = z
  .object({
    name: z.string().trim().min(1),
    courses: z.array(z.string().regex(ENTRY_ID, 'is not a course id')).min(1),
    mode: z.enum(['subscription', 'payment']),
    termDays: z.number().int().positive().optional(),
  })
  .refine((plan) => plan.mode !== 'payment' || plan.termDays !== undefined, {
    message: 'a one-time payment plan needs termDays',
    path: ['termDays'],
  });

export type Plan = z.output<typeof planSchema>;

/** The plans data file (content/plans.json): an array of plans, each with its price id. */
export const plansFileSchema = z.array(
  z.object({ price: z.string().regex(PRICE_ID, 'is not a price id') }).and(planSchema),
);

export type PricedPlan = z.output<typeof plansFileSchema>[number];

/** A stored plan, or null when the document is missing or malformed. */
export function planOf(data: unknown): Plan | null {
  const parsed = planSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
