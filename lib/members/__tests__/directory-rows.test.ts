import {
  accessSources,
  memberCursor,
  memberPrefix,
  memberRow,
  memberStatus,
  subscriptionIdsOf,
} from '../directory-rows';
import { grantsOfRecord } from '../grants';

const account = { disabled: false, createdAt: 'Mon, 02 Nov 2026 10:00:00 GMT', lastSignInAt: null };
const none = () => null;

describe('memberPrefix and memberCursor', () => {
  it('reads the search text as memberKey reads an address: trimmed, ASCII lower-cased', () => {
    expect(memberPrefix('  Ann.B ')).toBe('ann.b');
    expect(memberPrefix('ÉRIC')).toBe('Éric');
    expect(memberPrefix('   ')).toBe('');
  });

  it('takes a record key as the cursor and refuses a path or nothing', () => {
    expect(memberCursor('ann@example.com')).toBe('ann@example.com');
    expect(memberCursor('users/ann@example.com')).toBeNull();
    expect(memberCursor('')).toBeNull();
    expect(memberCursor(null)).toBeNull();
    expect(memberCursor(undefined)).toBeNull();
  });
});

describe('subscriptionIdsOf', () => {
  it('names the subscriptions of sub: grants only', () => {
    const grants = grantsOfRecord({
      courses: ['course-a'],
      grants: {
        'sub:sub_1': { courses: ['course-b'], source: 'plan:price_1', accessUntil: 5 },
        'pass:cs_1': { courses: ['course-c'], source: 'pass', accessUntil: 5 },
        'ext:ref': { courses: ['course-c'], source: 'manual' },
      },
    });
    expect(subscriptionIdsOf(grants)).toEqual(['sub_1']);
  });
});

describe('accessSources', () => {
  const grants = grantsOfRecord({
    courses: [],
    grants: {
      'sub:s': { courses: ['course-b'], source: 'plan:price_1', accessUntil: 100 },
      'ext:r': { courses: ['course-c'], source: 'manual' },
      'pass:p': { courses: ['course-d'], source: 'pass', accessUntil: 50 },
    },
  });

  it('lists the sources of grants that give a course now, each once, manual first', () => {
    expect(accessSources(grants, 10)).toEqual(['manual', 'plan', 'pass']);
    expect(accessSources(grants, 60)).toEqual(['manual', 'plan']);
  });

  it('drops ended grants and grants without courses (an empty manual list is no access)', () => {
    expect(accessSources(grants, 100)).toEqual(['manual']);
    expect(accessSources(grantsOfRecord({ courses: [] }), 0)).toEqual([]);
  });
});

describe('memberStatus', () => {
  const subscribed = grantsOfRecord({
    grants: { 'sub:s1': { courses: ['course-a'], source: 'plan:p', accessUntil: 10 } },
  });
  const pastDue = (id: string) => (id === 's1' ? 'past_due' : null);

  it('is active for an account in good standing', () => {
    expect(memberStatus(account, subscribed, () => 'active')).toBe('active');
    expect(memberStatus(account, {}, none)).toBe('active');
  });

  it('is past due when a subscription of the member has an unpaid renewal', () => {
    expect(memberStatus(account, subscribed, pastDue)).toBe('past due');
    expect(memberStatus(account, {}, pastDue)).toBe('active');
  });

  it('puts disabled before past due, and a record without account before both', () => {
    expect(memberStatus({ ...account, disabled: true }, subscribed, pastDue)).toBe('disabled');
    expect(memberStatus(null, subscribed, pastDue)).toBe('no account');
  });
});

describe('memberRow', () => {
  it('counts the courses open now, once each, and carries the account dates', () => {
    const record = {
      courses: ['course-a', 'course-b'],
      grants: {
        'sub:s1': { courses: ['course-b', 'course-c'], source: 'plan:p', accessUntil: 100 },
        'pass:x': { courses: ['course-d'], source: 'pass', accessUntil: 20 },
      },
    };
    expect(memberRow('ann@example.com', record, account, none, 50)).toEqual({
      email: 'ann@example.com',
      status: 'active',
      courses: 3,
      sources: ['manual', 'plan'],
      createdAt: 'Mon, 02 Nov 2026 10:00:00 GMT',
      lastSignInAt: null,
      language: null,
    });
  });

  it('carries the language the member chose, and reads anything else as none chosen', () => {
    expect(memberRow('siti@example.com', { language: 'ms' }, null, none, 0).language).toBe('ms');
    expect(memberRow('x@example.com', { language: 'fr' }, null, none, 0).language).toBeNull();
  });

  it('reads a malformed record as no courses', () => {
    expect(memberRow('x@example.com', { courses: 'x' }, null, none, 0)).toMatchObject({
      status: 'no account',
      courses: 0,
      sources: [],
      createdAt: null,
    });
  });
});
