import { planFromDoc, plansJson, priceSpecOf } from '../plans';

describe('plans', () => {
  it('reads a plan document and refuses unusable ones', () => {
    expect(
      planFromDoc('price_p', { name: 'Pass', courses: ['c1'], mode: 'payment', termDays: 30 }),
    ).toEqual({ price: 'price_p', name: 'Pass', courses: ['c1'], mode: 'payment', termDays: 30 });
    expect(planFromDoc('price_x', { name: 'X', courses: 'c1', mode: 'payment' })).toBeNull();
    expect(planFromDoc('price_x', { name: 'X', courses: [], mode: 'weekly' })).toBeNull();
    expect(planFromDoc('price_x', { courses: [], mode: 'payment' })).toBeNull();
  });

  it('prints plans --json as [{ price, name, courses }] ordered by price', () => {
    const json = plansJson([
      { price: 'price_b', name: 'B', courses: ['c2'], mode: 'payment', termDays: 30 },
      { price: 'price_a', name: 'A', courses: ['c1'], mode: 'subscription' },
    ]);
    expect(JSON.parse(json)).toEqual([
      { price: 'price_a', name: 'A', courses: ['c1'] },
      { price: 'price_b', name: 'B', courses: ['c2'] },
    ]);
  });

  it('turns a plan into the price the events carry', () => {
    expect(
      priceSpecOf({ price: 'price_a', name: 'A', courses: [], mode: 'subscription' }, 5),
    ).toEqual({ id: 'price_a', mode: 'subscription', created: 5 });
  });
});
