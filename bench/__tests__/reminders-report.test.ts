import {
  benchMemberEmail,
  feedReadsPerHour,
  reminderLines,
  tallyPasses,
  tallyReminders,
} from '../reminders-report';

const isReminder = (subject: string) => subject.startsWith('Reminder:');
const expected = [0, 1, 2, 3].map(benchMemberEmail);

describe('tallyReminders', () => {
  it('counts each expected member once, and the extra copies as duplicates', () => {
    const tally = tallyReminders(
      [
        { to: expected[0]!, subject: 'Reminder: x' },
        { to: `"Member" <${expected[1]!.toUpperCase()}>`, subject: 'Reminder: x' },
        { to: expected[1]!, subject: 'Reminder: x' },
        { to: expected[2]!, subject: 'Welcome' },
        { to: 'someone@example.com', subject: 'Reminder: x' },
      ],
      expected,
      isReminder,
    );
    expect(tally).toEqual({ delivered: 2, duplicates: 1, lost: 2, unexpected: 1 });
    expect(tallyPasses(tally, 4)).toBe(false);
  });

  it('passes only when everyone got exactly one and nobody else any', () => {
    const messages = expected.map((to) => ({ to, subject: 'Reminder: x' }));
    const tally = tallyReminders(messages, expected, isReminder);
    expect(tally).toEqual({ delivered: 4, duplicates: 0, lost: 0, unexpected: 0 });
    expect(tallyPasses(tally, 4)).toBe(true);
    expect(tallyPasses(tally, 5)).toBe(false);
  });

  it('names the members in order', () => {
    expect(benchMemberEmail(42)).toBe('bench-reminder-00042@example.com');
  });
});

describe('reminderLines', () => {
  it('prints throughput and Firestore work per message', () => {
    const lines = reminderLines(
      { messages: 10_000, seconds: 50, reads: 10_100, writes: 20_010, calls: 2 },
      { delivered: 10_000, duplicates: 0, lost: 0, unexpected: 0 },
    );
    expect(lines).toEqual([
      '10000 reminders in 50.0 s over 2 job calls: 200.0 messages/s',
      'Firestore: 10100 reads (1.01 per message), 20010 writes (2.00 per message)',
      'mail catcher: 10000 members reminded, 0 duplicates, 0 lost, 0 to anyone else',
    ]);
  });
});

describe('feedReadsPerHour', () => {
  const base = { feeds: 10_000, cacheMinutes: 5, sessions: 50, sessionsRefreshMinutes: 1 };
  it('is one owner read per poll when calendars poll less often than the cache keeps', () => {
    expect(feedReadsPerHour({ ...base, pollMinutes: 15 })).toBe(40_000 + 3_000);
  });
  it('is bounded by the cache however often calendars poll', () => {
    expect(feedReadsPerHour({ ...base, pollMinutes: 1 })).toBe(120_000 + 3_000);
    expect(feedReadsPerHour({ ...base, pollMinutes: 0.1 })).toBe(120_000 + 3_000);
  });
});
