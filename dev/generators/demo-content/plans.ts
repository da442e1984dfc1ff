import type { PricedPlan } from '../../../lib/payments/client';

/**
 * Demo plans for the local stack (dev/stack/seed.ts writes content/plans.json to plans/{price}):
 * a monthly subscription and a one-time 30-day pass, as Stripe price ids.
 */
export const PLANS: PricedPlan[] = [
  {
    price: 'price_demo_foundations',
    name: 'Foundations (monthly)',
    mode: 'subscription',
    courses: ['course-market-basics', 'course-forex-essentials'],
  },
  {
    price: 'price_demo_pass_30',
    name: 'Technical Analysis 30-day pass',
    mode: 'payment',
    termDays: 30,
    courses: ['course-candlesticks', 'course-support-resistance'],
  },
];
