import { parsePlanForm, splitCourseIds } from '../plan-form';

describe('plan form', () => {
  const form = { price: ' price_x ', name: 'Gold', mode: 'payment', termDays: '30', courses: '' };

  it('splits course ids on lines, commas and spaces, once each', () => {
    expect(splitCourseIds('course-a\ncourse-b, course-a  course-c\n')).toEqual([
      'course-a',
      'course-b',
      'course-c',
    ]);
  });

  it('turns the fields into a plan for the schema, term days as a number', () => {
    expect(parsePlanForm({ ...form, courses: 'course-a course-b' })).toEqual({
      ok: true,
      price: 'price_x',
      plan: { name: 'Gold', mode: 'payment', termDays: 30, courses: ['course-a', 'course-b'] },
    });
    const subscription = parsePlanForm({ ...form, mode: 'subscription', termDays: ' ' });
    expect(subscription.ok && subscription.plan).not.toHaveProperty('termDays');
  });

  it('names termDays, with its range, when it is not a whole number from 1 to 3650', () => {
    for (const termDays of ['3.5', '1,5', '-3', '0', '3651', '99999', '123456'])
      expect([termDays, parsePlanForm({ ...form, termDays })]).toEqual([
        termDays,
        {
          ok: false,
          field: 'termDays',
          error: 'termDays: enter a whole number of days from 1 to 3650.',
        },
      ]);
    expect(parsePlanForm({ ...form, termDays: '3650' })).toMatchObject({ ok: true });
  });
});
