import autocannon from 'autocannon';
import { inlineRscBytes, problemWith, type Kind, type Target } from './load-kinds';

/** A stretch of the run in which each connection rotates through `kinds`, one per request. */
export type Phase = { name: string; kinds: readonly Kind[] };

export type KindStats = {
  responses: number;
  latencies: number[];
  errors: number;
  problems: Map<string, number>;
  bodyBytes: number;
  rscBytes: number;
};

/**
 * What a phase measured, over two stretches of time:
 * - `window`, the steady state: from the moment no request of an earlier phase is in flight
 *   to the phase's end, with the `loads` answered inside it. The app's CPU per load and the
 *   throughput come from here; requests crossing its edges make that an estimate.
 * - `span`: from the phase's first request to its last answer, with all its `loads`. Every
 *   phase is followed by a drain of prerendered loads (no Auth, Firestore or Contentful
 *   calls) until its last answer, so a phase after a drain is alone in its span as far as
 *   the stand-ins can tell: the calls counted there are exactly its own.
 */
export type PhaseResult<S> = {
  phase: Phase;
  byKind: Map<Kind, KindStats>;
  window: { start: S; end: S; seconds: number; loads: number } | null;
  span: { start: S; end: S; loads: number } | null;
};

export const DRAIN: Phase = { name: 'drain', kinds: ['prerendered'] };

export function emptyStats(): KindStats {
  return { responses: 0, latencies: [], errors: 0, problems: new Map(), bodyBytes: 0, rscBytes: 0 };
}

type Answer = { status: number; contentType?: string; body: string };

/** Adds one answer (or `null` for a request that got none) to a kind's figures. */
export function record(stats: KindStats, target: Target, answer: Answer | null, ms: number | null) {
  stats.responses += answer ? 1 : 0;
  if (ms !== null) stats.latencies.push(ms);
  const problem = answer
    ? problemWith(target, answer.status, answer.contentType, answer.body)
    : 'no answer (timeout or connection lost)';
  if (problem) {
    stats.errors += 1;
    stats.problems.set(problem, (stats.problems.get(problem) ?? 0) + 1);
  }
  if (!answer) return;
  stats.bodyBytes += Buffer.byteLength(answer.body);
  stats.rscBytes +=
    target.contentType === 'text/x-component'
      ? Buffer.byteLength(answer.body)
      : inlineRscBytes(answer.body);
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * One autocannon run over one connection per entry of `connections` (each a member's loads),
 * through `phases` of `seconds` each, a drain after each: the same connections carry every
 * phase. `snapshot` (synchronous: CPU, counters) is taken at the edges of windows and spans.
 * Returns the phases' results and, for the error count, what the drains met.
 */
export async function runPhases<S>(options: {
  origin: string;
  connections: Array<Record<Kind, Target>>;
  phases: Phase[];
  seconds: number;
  snapshot: () => S;
}): Promise<{ phases: PhaseResult<S>[]; drains: KindStats }> {
  const { connections, snapshot } = options;
  type Mark = { s: S; at: number };
  const schedule = options.phases.flatMap((phase) => [phase, DRAIN]);
  const entries = schedule.map((phase) => ({
    phase,
    byKind: new Map(phase.kinds.map((kind) => [kind, emptyStats()])),
    inFlight: 0,
    ended: false,
    spanStart: null as Mark | null,
    spanEnd: null as Mark | null,
    windowStart: null as Mark | null,
    windowEnd: null as Mark | null,
    windowLoads: 0,
  }));
  let current = 0;
  let stopped = false;
  let drained = () => {};
  const mark = (): Mark => ({ s: snapshot(), at: performance.now() });
  const openWindowIfClear = () => {
    const entry = entries[current]!;
    if (!entry.windowStart && entries.slice(0, current).every((e) => e.inFlight === 0)) {
      entry.windowStart = mark();
    }
  };

  let nextConnection = 0;
  const setupClient = (client: autocannon.Client) => {
    const targets = connections[nextConnection++ % connections.length]!;
    let turn = 0;
    let sent: { entry: number; target: Target; kind: Kind } | null = null;
    let answer: Answer | null = null;
    const finish = (ms: number | null) => {
      if (!sent || stopped) return;
      const entry = entries[sent.entry]!;
      record(entry.byKind.get(sent.kind)!, sent.target, answer, ms);
      entry.inFlight -= 1;
      if (sent.entry === current && entry.windowStart && !entry.windowEnd) entry.windowLoads += 1;
      if (entry.ended && entry.inFlight === 0 && !entry.spanEnd) {
        entry.spanEnd = mark();
        drained();
      }
      sent = null;
      answer = null;
      openWindowIfClear();
    };
    client.setRequests([
      {
        setupRequest: (request) => {
          finish(null); // a request still unanswered here was lost to a timeout or reconnect
          const kinds = schedule[current]!.kinds;
          const kind = kinds[turn++ % kinds.length]!;
          const target = targets[kind];
          sent = { entry: current, target, kind };
          entries[current]!.inFlight += 1;
          return {
            ...request,
            path: target.path,
            headers: { ...request.headers, ...target.headers },
          };
        },
        onResponse: (status, body, _context, headers) => {
          answer = { status, body, contentType: header(headers ?? {}, 'content-type') };
        },
      },
    ]);
    client.on('response', (_status: number, _bytes: number, ms: number) => finish(ms));
  };

  entries[0]!.spanStart = entries[0]!.windowStart = mark();
  let instance: autocannon.Instance | undefined;
  const done = new Promise<void>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.origin,
        connections: connections.length,
        duration: 3600, // the schedule below stops it
        setupClient,
      },
      (error) => (error ? reject(error) : resolve()),
    );
  });
  for (let e = 0; e < entries.length; e += 2) {
    const entry = entries[e]!;
    if (e > 0) {
      current = e;
      entry.spanStart = mark();
      openWindowIfClear();
    }
    await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
    entry.windowEnd = mark();
    const allAnswered = new Promise<void>((resolve) => (drained = resolve));
    entry.ended = true;
    current = e + 1;
    if (entry.inFlight === 0) entry.spanEnd = mark();
    else await allAnswered; // autocannon gives up on a request after 10 s
  }
  stopped = true;
  instance!.stop();
  await done;

  const drains = emptyStats();
  for (const entry of entries.filter((e) => e.phase === DRAIN)) {
    const stats = entry.byKind.get('prerendered')!;
    drains.responses += stats.responses;
    drains.errors += stats.errors;
    for (const [p, n] of stats.problems) drains.problems.set(p, (drains.problems.get(p) ?? 0) + n);
  }
  const phases = entries
    .filter((e) => e.phase !== DRAIN)
    .map((e) => ({
      phase: e.phase,
      byKind: e.byKind,
      window:
        e.windowStart && e.windowEnd && e.windowEnd.at > e.windowStart.at
          ? {
              start: e.windowStart.s,
              end: e.windowEnd.s,
              seconds: (e.windowEnd.at - e.windowStart.at) / 1000,
              loads: e.windowLoads,
            }
          : null,
      span:
        e.spanStart && e.spanEnd
          ? {
              start: e.spanStart.s,
              end: e.spanEnd.s,
              loads: [...e.byKind.values()].reduce((n, s) => n + s.responses, 0),
            }
          : null,
    }));
  return { phases, drains };
}
