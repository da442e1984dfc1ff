import { DAY_MS } from '../../time';
import { receivesMail, stillReceives } from '../recipients';

const NOW = Date.parse('2026-12-01T12:00:00Z');

describe('receivesMail', () => {
  it('the audience by active grants, then the topic choice', () => {
    const record = { courses: ['a'] };
    expect(receivesMail(record, { courseIds: ['a', 'b'] }, 'reminders', NOW)).toBe(true);
    expect(receivesMail(record, { courseIds: ['b'] }, 'reminders', NOW)).toBe(false);
    expect(receivesMail(record, { courseIds: [] }, 'announcements', NOW)).toBe(true);
    const quiet = { courses: ['a'], mail: { reminders: false } };
    expect(receivesMail(quiet, { courseIds: ['a'] }, 'reminders', NOW)).toBe(false);
    expect(receivesMail(quiet, { courseIds: ['a'] }, 'announcements', NOW)).toBe(true);
  });

  it('nobody without an active grant, nor without a record', () => {
    const ended = {
      grants: { 'pass:x': { courses: ['a'], source: 'pass', accessUntil: NOW - 1 } },
    };
    expect(receivesMail(ended, { courseIds: ['a'] }, 'reminders', NOW)).toBe(false);
    expect(receivesMail(ended, { courseIds: [] }, 'reminders', NOW)).toBe(false);
    expect(receivesMail(ended, { courseIds: ['a'] }, 'reminders', NOW - 2)).toBe(true);
    expect(receivesMail(undefined, { courseIds: [] }, 'reminders', NOW)).toBe(false);
  });
});

describe('stillReceives', () => {
  const queued = { unsubscribe: 'answers' as const, audience: { courseIds: ['a'] } };

  it('a queued member mail while its recipient still has its courses and topic', () => {
    expect(stillReceives(queued, { courses: ['a', 'b'] }, NOW)).toBe(true);
  });

  it('not once the recipient lost its courses, was disabled or turned the topic off', () => {
    expect(stillReceives(queued, { courses: ['b'] }, NOW)).toBe(false);
    expect(stillReceives(queued, { courses: ['a'], disabled: true }, NOW)).toBe(false);
    expect(stillReceives(queued, { courses: ['a'], mail: { answers: false } }, NOW)).toBe(false);
    expect(stillReceives(queued, undefined, NOW)).toBe(false);
  });

  it('a message queued without an audience needs some access; one without a topic always goes', () => {
    expect(stillReceives({ unsubscribe: 'nudges' }, { courses: ['b'] }, NOW)).toBe(true);
    expect(stillReceives({ unsubscribe: 'nudges' }, { courses: [] }, NOW)).toBe(false);
    expect(stillReceives({ unsubscribe: null }, undefined, NOW)).toBe(true);
  });

  it('a mail naming something of every course only while the recipient has each', () => {
    const digest = {
      unsubscribe: 'coachDigest' as const,
      audience: { courseIds: ['a', 'b'], every: true },
    };
    expect(stillReceives(digest, { courses: ['a', 'b'] }, NOW)).toBe(true);
    expect(stillReceives(digest, { courses: ['b'] }, NOW)).toBe(false);
    expect(
      stillReceives({ ...digest, audience: { courseIds: ['a', 'b'] } }, { courses: ['b'] }, NOW),
    ).toBe(true);
  });

  it('a mail naming a class only while that class is open to the recipient', () => {
    const since = (days: number) => ({
      grants: {
        'pass:x': {
          courses: ['a'],
          source: 'pass',
          since: NOW - days * DAY_MS,
          accessUntil: NOW + DAY_MS,
        },
      },
    });
    const answer = {
      unsubscribe: 'answers' as const,
      audience: { courseIds: ['a'], opensAfterDays: { a: 14 } },
    };
    expect(stillReceives(answer, since(20), NOW)).toBe(true);
    // The course given again three days ago: its release counts from then, the class locked.
    expect(stillReceives(answer, since(3), NOW)).toBe(false);
    expect(
      stillReceives(
        { ...answer, audience: { courseIds: ['a'], opensAfterDays: { a: 0 } } },
        since(3),
        NOW,
      ),
    ).toBe(true);
    expect(
      stillReceives(
        { ...answer, audience: { courseIds: [], opensAfterDays: { b: 0 } } },
        since(20),
        NOW,
      ),
    ).toBe(false);
  });
});
