import { isSessionOpen, MAX_OPEN_SESSIONS, parseMemberRecord, withSessionOpened } from '../record';

describe('parseMemberRecord', () => {
  it('reads courses, open sessions and progress', () => {
    const record = parseMemberRecord({
      courses: ['course-a', 7],
      sessions: { s1: 2000, s2: 'soon' },
      progress: {
        'class-a': { courseId: 'course-a', position: 12.5, duration: 100, completed: true },
        'class-b': { position: 'x' },
      },
    });
    expect(record.courseIds).toEqual(['course-a']);
    expect([...record.sessions]).toEqual([['s1', 2000]]);
    expect(record.progress.get('class-a')).toEqual({
      courseId: 'course-a',
      position: 12.5,
      duration: 100,
      completed: true,
    });
    expect(record.progress.get('class-b')).toEqual({
      courseId: '',
      position: 0,
      duration: 0,
      completed: false,
    });
  });

  it('reads when a class was last saved, from a Firestore Timestamp or ms', () => {
    const record = parseMemberRecord({
      progress: {
        'class-a': { courseId: 'course-a', updatedAt: { toMillis: () => 1234 } },
        'class-b': { courseId: 'course-a', updatedAt: 99 },
        'class-c': { courseId: 'course-a', updatedAt: 'yesterday' },
      },
    });
    expect(record.progress.get('class-a')?.updatedAt).toBe(1234);
    expect(record.progress.get('class-b')?.updatedAt).toBe(99);
    expect(record.progress.get('class-c')).not.toHaveProperty('updatedAt');
  });

  it('gives the courses of the grants active at the time of the read', () => {
    const data = {
      courses: ['course-a'],
      grants: {
        'sub:sub_1': { courses: ['course-b', 'course-a'], source: 'plan:p', accessUntil: 2000 },
        'pass:cs_1': { courses: ['course-c'], source: 'pass', accessUntil: 1000 },
      },
    };
    expect(parseMemberRecord(data, 999).courseIds).toEqual(['course-a', 'course-c', 'course-b']);
    expect(parseMemberRecord(data, 1000).courseIds).toEqual(['course-a', 'course-b']);
    expect(parseMemberRecord(data, 2000).courseIds).toEqual(['course-a']);
    expect(Object.keys(parseMemberRecord(data, 2000).grants)).toEqual([
      'manual',
      'sub:sub_1',
      'pass:cs_1',
    ]);
  });

  it('reads a missing record or malformed fields as empty', () => {
    for (const data of [undefined, {}, { courses: 'x', sessions: ['s1'], progress: 3 }]) {
      const record = parseMemberRecord(data);
      expect(record.courseIds).toEqual([]);
      expect(record.sessions.size).toBe(0);
      expect(record.progress.size).toBe(0);
    }
  });
});

describe('the announcements read marker', () => {
  it('reads ms or a Timestamp; missing or malformed reads as 0 (everything unread)', () => {
    expect(parseMemberRecord({ announcementsReadAt: 1234 }).announcementsReadAt).toBe(1234);
    expect(
      parseMemberRecord({ announcementsReadAt: { toMillis: () => 99 } }).announcementsReadAt,
    ).toBe(99);
    expect(parseMemberRecord({}).announcementsReadAt).toBe(0);
    expect(parseMemberRecord({ announcementsReadAt: 'soon' }).announcementsReadAt).toBe(0);
    expect(parseMemberRecord(undefined).announcementsReadAt).toBe(0);
    expect(parseMemberRecord({ communityUnseenAnswers: 3 }).unseenAnswers).toBe(3);
    expect(parseMemberRecord({ communityUnseenAnswers: -1 }).unseenAnswers).toBe(0);
    expect(parseMemberRecord({ communityUnseenAnswers: 'x' }).unseenAnswers).toBe(0);
    expect(parseMemberRecord({}).unseenAnswers).toBe(0);
  });
});

describe('the Traders Hub "me too" marks', () => {
  it('reads the thread ids and since when; absent reads as null (marks not kept yet)', () => {
    expect(
      parseMemberRecord({ communityMeToo: ['t1', 7, 't2'], communityMeTooSince: 50 }).meToo,
    ).toEqual({ threadIds: new Set(['t1', 't2']), since: 50 });
    // Ids without their instant: any mark may predate them.
    expect(parseMemberRecord({ communityMeToo: [] }).meToo).toEqual({
      threadIds: new Set(),
      since: Number.POSITIVE_INFINITY,
    });
    expect(parseMemberRecord({ communityMeToo: 't1' }).meToo).toBeNull();
    expect(parseMemberRecord(undefined).meToo).toBeNull();
  });
});

describe('sessions in the record', () => {
  const now = 1_000_000;

  it('a session is open only while listed and unexpired', () => {
    const record = parseMemberRecord({ uid: 'u1', sessions: { live: now + 1, expired: now } });
    expect(isSessionOpen(record, { uid: 'u1', id: 'live' }, now)).toBe(true);
    expect(isSessionOpen(record, { uid: 'u1', id: 'expired' }, now)).toBe(false);
    expect(isSessionOpen(record, { uid: 'u1', id: 'unknown' }, now)).toBe(false);
  });

  it('opens a listed session only for the account bound to the record', () => {
    const sessions = { live: now + 1 };
    const bound = parseMemberRecord({ uid: 'u1', sessions });
    expect(isSessionOpen(bound, { uid: 'u2', id: 'live' }, now)).toBe(false);
    for (const uid of [undefined, '', 7]) {
      const unbound = parseMemberRecord({ uid, sessions });
      expect(unbound.uid).toBeNull();
      expect(isSessionOpen(unbound, { uid: 'u1', id: 'live' }, now)).toBe(false);
    }
  });

  it('opening a session drops expired ones and keeps the newest few', () => {
    const sessions = new Map([
      ['old', now - 1],
      ['a', now + 10],
    ]);
    expect(withSessionOpened(sessions, { id: 'b', expiresAt: now + 20 }, now)).toEqual({
      a: now + 10,
      b: now + 20,
    });
    const many = new Map(
      Array.from({ length: MAX_OPEN_SESSIONS }, (_, i) => [`s${i}`, now + 100 + i] as const),
    );
    const kept = withSessionOpened(many, { id: 'new', expiresAt: now + 1000 }, now);
    expect(Object.keys(kept)).toHaveLength(MAX_OPEN_SESSIONS);
    expect(kept).toHaveProperty('new');
    expect(kept).not.toHaveProperty('s0');
  });
});

describe('the calendar feed', () => {
  it("says whether the record names a feed token's hash, never the hash itself", () => {
    expect(parseMemberRecord({ calendarFeed: 'a1b2' }).hasCalendarFeed).toBe(true);
    expect(parseMemberRecord({ calendarFeed: '' }).hasCalendarFeed).toBe(false);
    expect(parseMemberRecord({ calendarFeed: 7 }).hasCalendarFeed).toBe(false);
    expect(parseMemberRecord(undefined).hasCalendarFeed).toBe(false);
    expect(JSON.stringify(parseMemberRecord({ calendarFeed: 'a1b2' }))).not.toContain('a1b2');
  });
});
