import {
  consoleHref,
  describeChange,
  formatTime,
  forwardingLabel,
  inboxViewOf,
  parsePlanForm,
  splitCourseIds,
} from '../ops';

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

  it('names termDays when it is not a whole number', () => {
    expect(parsePlanForm({ ...form, termDays: '3.5' })).toMatchObject({
      ok: false,
      field: 'termDays',
    });
  });
});

describe('formatting', () => {
  it('shows times in UTC to the minute, and a dash for none', () => {
    expect(formatTime(Date.UTC(2026, 10, 23, 9, 5, 59))).toBe('2026-11-23 09:05 UTC');
    expect(formatTime(0)).toBe('–');
  });

  it('says how forwarding went', () => {
    const base = { forwardAttempts: 0, forwardError: null };
    expect(forwardingLabel({ ...base, forwardStatus: 'off' })).toBe('off (no forms service)');
    expect(forwardingLabel({ ...base, forwardStatus: 'sent' })).toBe('sent');
    expect(
      forwardingLabel({ forwardStatus: 'retry', forwardAttempts: 2, forwardError: 'HTTP 503' }),
    ).toBe('retry pending: 2 attempts failed (HTTP 503)');
    expect(forwardingLabel({ ...base, forwardStatus: 'held', heldBy: 'email' })).toBe(
      "held: over the sender e-mail's forwarding limit, not forwarded",
    );
    expect(forwardingLabel({ ...base, forwardStatus: 'held', heldBy: 'site' })).toBe(
      "held: over the site's forwarding limit, not forwarded",
    );
  });

  it('reads the inbox view, open unless told otherwise', () => {
    expect(inboxViewOf('handled')).toBe('handled');
    expect(inboxViewOf('all')).toBe('all');
    expect(inboxViewOf('nonsense')).toBe('open');
    expect(inboxViewOf(undefined)).toBe('open');
  });

  it('builds console links with encoded parameters and leaves empty ones out', () => {
    expect(
      consoleHref('/admin/audit', { member: 'a+b@example.com', actor: '', cursor: null }),
    ).toBe('/admin/audit?member=a%2Bb%40example.com');
    expect(consoleHref('/admin/audit', {})).toBe('/admin/audit');
  });

  it('describes grant and plan changes', () => {
    expect(
      describeChange({
        before: null,
        after: { courses: ['course-a'], accessUntil: Date.UTC(2026, 0, 2) },
      }),
    ).toBe('none → course-a until 2026-01-02 00:00 UTC');
    expect(describeChange({ before: null, after: null })).toBe('');
    expect(
      describeChange({
        before: null,
        after: null,
        plan: {
          before: { name: 'Gold', mode: 'subscription', courses: ['a'] },
          after: { name: 'Gold', mode: 'payment', termDays: 30, courses: ['a', 'b'] },
        },
      }),
    ).toBe('Gold (subscription): a → Gold (payment, 30 days): a, b');
  });
});
