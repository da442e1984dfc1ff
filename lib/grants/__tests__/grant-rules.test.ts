import { grantsOfRecord } from '../../members/grants';
import {
  courseSinceField,
  endedNow,
  joinedCourses,
  paidGrant,
  reopenedGrant,
  sameGrant,
  sinceField,
  storedGrant,
  withDecisions,
  withDecisionsOf,
  withFreeDays,
} from '../grant-rules';

describe('sameGrant', () => {
  it('compares courses, source and end', () => {
    const a = { courses: ['x'], source: 'pass' as const, accessUntil: 1 };
    expect(sameGrant(a, { ...a })).toBe(true);
    expect(sameGrant(a, { ...a, accessUntil: 2 })).toBe(false);
    expect(sameGrant(a, { ...a, courses: ['y'] })).toBe(false);
    expect(sameGrant(null, undefined)).toBe(true);
    expect(sameGrant(a, null)).toBe(false);
  });
});

describe('grant ends', () => {
  const DAY = 86_400_000;
  const now = 1_000 * DAY;
  const plan = { courses: ['course-a'], source: 'plan:price_1' as const };

  it('adds free days to the end of a grant still running', () => {
    expect(withFreeDays({ ...plan, accessUntil: now + 2 * DAY }, 5, now)).toEqual({
      ...plan,
      accessUntil: now + 7 * DAY,
      decisions: [{ kind: 'days', days: 5, at: now }],
      paid: { accessUntil: now + 2 * DAY },
    });
  });

  it('counts free days from now for a grant that has ended', () => {
    expect(withFreeDays({ ...plan, accessUntil: now - 30 * DAY }, 3, now)?.accessUntil).toBe(
      now + 3 * DAY,
    );
  });

  it('has no end to add days to on a grant without one', () => {
    expect(withFreeDays({ courses: ['course-a'], source: 'manual' }, 3, now)).toBeNull();
  });

  it('ends a running grant now, and one without an end too', () => {
    expect(endedNow({ ...plan, accessUntil: now + DAY }, now)).toEqual({
      ...plan,
      accessUntil: now,
      decisions: [{ kind: 'end', at: now }],
      paid: { accessUntil: now + DAY },
    });
    expect(endedNow({ courses: ['course-a'], source: 'pass' }, now)?.accessUntil).toBe(now);
  });

  it('leaves a grant that has already ended as it is', () => {
    expect(endedNow({ ...plan, accessUntil: now - DAY }, now)).toBeNull();
    expect(endedNow({ ...plan, accessUntil: now }, now)).toBeNull();
  });

  it('stores every field, an open end and no early end as null', () => {
    expect(storedGrant({ courses: ['course-a'], source: 'pass' })).toEqual({
      courses: ['course-a'],
      source: 'pass',
      accessUntil: null,
      reason: null,
    });
  });

  it('keeps an operator’s end over whatever the payments derive later, until reopened', () => {
    const ended = endedNow({ ...plan, accessUntil: now + DAY }, now)!;
    // A renewal, a won dispute: the payments give more; the operator's end still holds.
    const renewed = withDecisionsOf({ ...plan, accessUntil: now + 40 * DAY }, ended);
    expect(renewed.accessUntil).toBe(now);
    expect(renewed.paid).toEqual({ accessUntil: now + 40 * DAY });
    // A full refund before the operator's end: the earlier end and its reason hold.
    const refunded = withDecisionsOf(
      { ...plan, accessUntil: now - DAY, reason: 'refunded' },
      renewed,
    );
    expect(refunded).toMatchObject({ accessUntil: now - DAY, reason: 'refunded' });
    expect(reopenedGrant(renewed)).toEqual({ ...plan, accessUntil: now + 40 * DAY });
    expect(reopenedGrant({ ...plan, accessUntil: now })).toBeNull();
  });

  it('keeps free days on top of whatever the payments derive later, in the order decided', () => {
    const gifted = withFreeDays({ ...plan, accessUntil: now + 2 * DAY }, 5, now)!;
    expect(withDecisionsOf({ ...plan, accessUntil: now + 30 * DAY }, gifted).accessUntil).toBe(
      now + 35 * DAY,
    );
    // A dispute ends what was paid; the days run from there, and the reason no longer holds.
    const disputed = withDecisionsOf(
      { ...plan, accessUntil: now + DAY, reason: 'disputed' },
      gifted,
    );
    expect(disputed.accessUntil).toBe(now + 6 * DAY);
    expect(disputed.reason).toBeUndefined();
    // Ended after the days, days again after the end: each in its turn.
    const decisions = [
      { kind: 'days' as const, days: 5, at: now },
      { kind: 'end' as const, at: now + DAY },
      { kind: 'days' as const, days: 2, at: now + 3 * DAY },
    ];
    expect(withDecisions({ ...plan, accessUntil: now + 30 * DAY }, decisions).accessUntil).toBe(
      now + 5 * DAY,
    );
    expect(withDecisions({ courses: [], source: 'pass' }, [decisions[0]!]).accessUntil).toBe(
      undefined,
    );
  });

  it('stores the decisions and what was paid, and reads them back', () => {
    const ended = endedNow({ ...plan, accessUntil: now + DAY, reason: 'disputed' }, now - DAY)!;
    expect(ended.accessUntil).toBe(now - DAY);
    const read = grantsOfRecord({ grants: { 'sub:s1': storedGrant(ended) } })['sub:s1']!;
    expect(read).toEqual(ended);
    expect(paidGrant(read)).toEqual({ ...plan, accessUntil: now + DAY, reason: 'disputed' });
    expect(sameGrant(read, withDecisionsOf({ ...plan, accessUntil: now + 9 * DAY }, read))).toBe(
      false,
    );
    expect(storedGrant({ ...plan, accessUntil: 5 })).not.toHaveProperty('decisions');
  });

  it('reads back why a grant ended early, and ignores a reason it does not know', () => {
    const refunded = { courses: ['course-a'], source: 'pass' as const, accessUntil: 5 };
    expect(
      grantsOfRecord({ grants: { 'pass:cs_1': storedGrant({ ...refunded, reason: 'refunded' }) } }),
    ).toEqual({ 'pass:cs_1': { ...refunded, reason: 'refunded' } });
    expect(grantsOfRecord({ grants: { 'pass:cs_1': { ...refunded, reason: 'bored' } } })).toEqual({
      'pass:cs_1': refunded,
    });
    expect(sameGrant(refunded, { ...refunded, reason: 'disputed' })).toBe(false);
  });
});

describe('grant starts', () => {
  it("reads a grant's since and the manual grant's coursesSince; junk reads as unknown", () => {
    expect(
      grantsOfRecord({
        courses: ['course-a'],
        coursesSince: 1_000,
        grants: {
          'sub:s': { courses: ['course-b'], source: 'pass', since: 2_000 },
          'pass:p': { courses: ['course-c'], source: 'pass', since: 'yesterday' },
        },
      }),
    ).toEqual({
      manual: { courses: ['course-a'], source: 'manual', since: 1_000 },
      'sub:s': { courses: ['course-b'], source: 'pass', since: 2_000 },
      'pass:p': { courses: ['course-c'], source: 'pass' },
    });
  });

  it('writes the start only when the grant is created, and never compares it', () => {
    const grant = { courses: ['course-a'], source: 'pass' as const, since: 5 };
    expect(sinceField(null, 42)).toEqual({ since: 42 });
    expect(sinceField(grant, 42)).toEqual({});
    expect(storedGrant(grant)).not.toHaveProperty('since');
    expect(sameGrant(grant, { courses: ['course-a'], source: 'pass' })).toBe(true);
  });

  it('records when each course joins an existing grant, and reads it back', () => {
    const basics = { courses: ['course-a', 'course-b'], source: 'plan:basics' as const, since: 5 };
    const pro = { courses: ['course-b', 'course-c'], source: 'plan:pro' as const };
    expect(joinedCourses(basics, pro, 42)).toEqual({ 'course-c': 42 });
    expect(courseSinceField(basics, pro, 42)).toEqual({ courseSince: { 'course-c': 42 } });
    expect(courseSinceField(null, pro, 42)).toEqual({});
    expect(courseSinceField(basics, basics, 42)).toEqual({});
    expect(
      grantsOfRecord({
        courses: ['course-a', 'course-d'],
        coursesSince: 1_000,
        courseSince: { 'course-d': 3_000, 'course-x': 'soon' },
        grants: {
          'sub:s': { ...pro, since: 5, courseSince: { 'course-c': 42 } },
        },
      }),
    ).toEqual({
      manual: {
        courses: ['course-a', 'course-d'],
        source: 'manual',
        since: 1_000,
        courseSince: { 'course-d': 3_000 },
      },
      'sub:s': { ...pro, since: 5, courseSince: { 'course-c': 42 } },
    });
  });
});
