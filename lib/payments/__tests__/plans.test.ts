import plansFile from '../../../content/plans.json';
import { planOf, plansFileSchema } from '../plans';

describe('plans', () => {
  it('reads a well-formed plan and refuses malformed ones', () => {
    const plan = { name: 'Basics', courses: ['course-a'], mode: 'subscription' };
    expect(planOf(plan)).toEqual(plan);
    expect(planOf({ ...plan, courses: [] })).toBeNull();
    expect(planOf({ ...plan, courses: ['no spaces'] })).toBeNull();
    expect(planOf({ ...plan, mode: 'gift' })).toBeNull();
    expect(planOf({ ...plan, mode: 'payment' })).toBeNull();
    expect(planOf({ ...plan, mode: 'payment', termDays: 30 })).toMatchObject({ termDays: 30 });
    expect(planOf(undefined)).toBeNull();
  });

  it('the demo plans are valid: a subscription and a 30-day pass', () => {
    const plans = plansFileSchema.parse(plansFile);
    expect(plans.map((p) => [p.price, p.mode, p.termDays])).toEqual([
      ['price_demo_foundations', 'subscription', undefined],
      ['price_demo_pass_30', 'payment', 30],
    ]);
  });
});
