/** Pure parts of bench:reminders: the seeded members, the catcher's tally and the figures printed. */

export const benchMemberEmail = (i: number) =>
  `bench-reminder-${String(i).padStart(5, '0')}@example.com`;

/** What the mail catcher lists of a message: its recipient(s) and subject. */
export type CaughtMessage = { to: string; subject: string };

export type Tally = {
  /** Expected recipients that got the reminder at least once. */
  delivered: number;
  /** Messages beyond the first per expected recipient. */
  duplicates: number;
  /** Expected recipients without one. */
  lost: number;
  /** Reminders to anyone not expected. */
  unexpected: number;
};

/** Recipients of a catcher message's `to` (one address, or a comma-separated list). */
function recipientsOf(to: string): string[] {
  return to
    .split(',')
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean);
}

/** Counts the reminders (messages whose subject matches) each expected member got. */
export function tallyReminders(
  messages: readonly CaughtMessage[],
  expected: readonly string[],
  isReminder: (subject: string) => boolean,
): Tally {
  const wanted = new Set(expected.map((e) => e.toLowerCase()));
  const got = new Map<string, number>();
  let unexpected = 0;
  for (const message of messages) {
    if (!isReminder(message.subject)) continue;
    for (const to of recipientsOf(message.to)) {
      if (wanted.has(to)) got.set(to, (got.get(to) ?? 0) + 1);
      else unexpected += 1;
    }
  }
  let duplicates = 0;
  for (const n of got.values()) duplicates += n - 1;
  return { delivered: got.size, duplicates, lost: wanted.size - got.size, unexpected };
}

export type RunFigures = {
  messages: number;
  seconds: number;
  /** Firestore billed reads and document writes over the whole run. */
  reads: number;
  writes: number;
  /** The job's calls: how many it took to finish (each stops after its time budget). */
  calls: number;
};

/** The lines the bench prints: throughput and Firestore work per message, then the tally. */
export function reminderLines(figures: RunFigures, tally: Tally): string[] {
  const per = (n: number) => (figures.messages ? n / figures.messages : Number.NaN).toFixed(2);
  return [
    `${figures.messages} reminders in ${figures.seconds.toFixed(1)} s over ${figures.calls} job calls: ${(figures.messages / figures.seconds).toFixed(1)} messages/s`,
    `Firestore: ${figures.reads} reads (${per(figures.reads)} per message), ${figures.writes} writes (${per(figures.writes)} per message)`,
    `mail catcher: ${tally.delivered} members reminded, ${tally.duplicates} duplicates, ${tally.lost} lost, ${tally.unexpected} to anyone else`,
  ];
}

/** Whether the run is correct: every member reminded exactly once, nobody else. */
export const tallyPasses = (tally: Tally, expected: number) =>
  tally.delivered === expected &&
  tally.duplicates === 0 &&
  tally.lost === 0 &&
  tally.unexpected === 0;

/**
 * The calendar feeds' Firestore reads per hour, from the model of lib/calendar: each feed's
 * owner is one read, cached `cacheMinutes`, so a feed costs one read per poll, but at most
 * one per cache period; the sessions are one query per `sessionsRefreshMinutes` per
 * deployment (the shared cache), each returned session billed as a read.
 */
export function feedReadsPerHour({
  feeds,
  pollMinutes,
  cacheMinutes,
  sessions,
  sessionsRefreshMinutes,
}: {
  feeds: number;
  pollMinutes: number;
  cacheMinutes: number;
  sessions: number;
  sessionsRefreshMinutes: number;
}): number {
  const ownerReads = feeds * (60 / Math.max(pollMinutes, cacheMinutes));
  const sessionReads = (60 / sessionsRefreshMinutes) * Math.max(1, sessions);
  return Math.ceil(ownerReads + sessionReads);
}
