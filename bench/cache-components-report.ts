import { fixed } from './members-report';

/** The builds: without Cache Components, with them, and with them and Partial Prefetching. */
export type AppName = 'without' | 'with' | 'with, partial prefetching';

/** One page of one of the builds, as the bench loads it. */
export type Subject = {
  app: AppName;
  path: string;
  label: string;
  /** Text every answer must hold besides the cookie marker. */
  holds?: string;
};

/** What one subject measured in one round: answers, non-2xx and failed requests, app CPU. */
export type RoundFigures = { loads: number; seconds: number; errors: number; cpuMs: number };

/** App CPU per load; NaN when nothing was answered. */
export function cpuPerLoad(figures: RoundFigures): number {
  return figures.loads > 0 ? figures.cpuMs / figures.loads : Number.NaN;
}

/**
 * A row per subject: its HTML size, then per round its app CPU per load and that over the
 * `baseline` subject's in the same round (side by side, so a slower stretch of the machine
 * meets every page of the round alike), then its loads/s per round.
 */
export function ratioRows(
  subjects: readonly Subject[],
  htmlBytes: readonly number[],
  rounds: readonly (readonly RoundFigures[])[],
  baseline: number,
): string[][] {
  const header = [
    'page (app CPU ms per load, × the trivial page without)',
    'HTML KB',
    ...rounds.map((_, r) => `round ${r + 1}`),
    ...rounds.map((_, r) => `loads/s ${r + 1}`),
  ];
  const rows = subjects.map((subject, s) => [
    `${subject.app}: ${subject.label}`,
    fixed((htmlBytes[s] ?? Number.NaN) / 1024),
    ...rounds.map((round) => {
      const ms = cpuPerLoad(round[s]!);
      return `${fixed(ms, 2)} (${fixed(ms / cpuPerLoad(round[baseline]!), 2)}×)`;
    }),
    ...rounds.map((round) => fixed(round[s]!.loads / round[s]!.seconds, 0)),
  ]);
  return [header, ...rows];
}

/** Why one answer is not the page the subject names (the cookie seen, its content there), or null. */
export function problemWithAnswer(
  subject: Subject,
  status: number,
  body: string,
  marker: string,
): string | null {
  if (status !== 200) return `${subject.path} answered ${status}`;
  if (!body.includes(marker)) return `${subject.path} does not show the cookie marker`;
  if (subject.holds && !body.includes(subject.holds)) {
    return `${subject.path} does not hold ${JSON.stringify(subject.holds)}`;
  }
  return null;
}
