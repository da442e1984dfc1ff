import { cpuSpent, subtree, type ProcessCpu } from './cpu-budget';
import type { FirestoreCounts } from './firestore-reads';
import { KIND_LABELS, type Kind } from './load-kinds';
import { percentile } from './percentile';
import type { KindStats, PhaseResult } from './phased-load';

/** What the bench reads at each window's edges. */
export type Snapshot = { cpu: ProcessCpu[]; auth: number; firestore: FirestoreCounts };

/** One kind's figures from the phase that loads only that kind. */
export type KindFigures = {
  kind: Kind;
  loads: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  appCpuMs: number;
  authCalls: number;
  billedReads: number;
  documents: number;
  rpcs: number;
  htmlBytes: number;
  rscBytes: number;
};

/**
 * Per load of a phase: the app's CPU and the throughput in its steady window; Auth calls and
 * Firestore reads over its span, which holds its loads and no other calls. NaN when missing.
 */
export function phaseFigures(result: PhaseResult<Snapshot>, appPid: number) {
  const { window: w, span } = result;
  const appCpu = w ? subtree(cpuSpent(w.start.cpu, w.end.cpu), appPid) : [];
  const perWindowLoad = (n: number) => (w && w.loads > 0 ? n / w.loads : NaN);
  const perSpanLoad = (pick: (s: Snapshot) => number) =>
    span && span.loads > 0 ? (pick(span.end) - pick(span.start)) / span.loads : NaN;
  return {
    loads: span?.loads ?? 0,
    perSecond: w ? w.loads / w.seconds : NaN,
    appCpuMs: perWindowLoad(appCpu.reduce((sum, p) => sum + p.cpuMs, 0)),
    authCalls: perSpanLoad((s) => s.auth),
    billedReads: perSpanLoad((s) => s.firestore.billedReads),
    documents: perSpanLoad((s) => s.firestore.documents),
    rpcs: perSpanLoad((s) => s.firestore.rpcs),
  };
}

export function kindFigures(
  kind: Kind,
  result: PhaseResult<Snapshot>,
  appPid: number,
): KindFigures {
  const stats = result.byKind.get(kind)!;
  const answered = Math.max(stats.responses, 1);
  return {
    kind,
    ...phaseFigures(result, appPid),
    p50: percentile(stats.latencies, 50),
    p95: percentile(stats.latencies, 95),
    p99: percentile(stats.latencies, 99),
    htmlBytes: stats.bodyBytes / answered,
    rscBytes: stats.rscBytes / answered,
  };
}

/** A kind's errors and what they were, over every phase. */
export function errorsOf(results: PhaseResult<unknown>[], kind: Kind) {
  const all = results.flatMap((r) => (r.byKind.has(kind) ? [r.byKind.get(kind)!] : []));
  const problems = new Map<string, number>();
  for (const s of all) for (const [p, n] of s.problems) problems.set(p, (problems.get(p) ?? 0) + n);
  return { errors: all.reduce((sum, s) => sum + s.errors, 0), problems };
}

export function answered(results: PhaseResult<unknown>[], kinds: Kind[]): number {
  return results.reduce(
    (sum, r) => sum + kinds.reduce((n, k) => n + (r.byKind.get(k)?.responses ?? 0), 0),
    0,
  );
}

export type Mark = 'PASS' | 'MISS' | 'n/a';

export function mark(value: number, limit: number): Mark {
  if (!Number.isFinite(value)) return 'n/a';
  return value <= limit ? 'PASS' : 'MISS';
}

export function markAtLeast(value: number, limit: number): Mark {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= limit ? 'PASS' : 'MISS';
}

/** Left-aligned first column, right-aligned others, two spaces apart. */
export function formatTable(rows: string[][], indent = '  '): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows
    .map(
      (r) =>
        indent +
        r
          .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
          .join('  '),
    )
    .join('\n');
}

export const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kb = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

/** One line per kind: load figures from its own phase, errors from the whole run. */
export function kindTable(figures: KindFigures[], results: PhaseResult<unknown>[]): string {
  const header = [
    'load (own phase)',
    'loads',
    'req/s',
    'p50/p95/p99 ms',
    'errors',
    'app CPU ms',
    'Auth',
    'FS reads',
    'FS docs',
    'FS RPCs',
    'body KB',
    'RSC KB',
  ];
  const rows = figures.map((f) => [
    KIND_LABELS[f.kind],
    String(f.loads),
    fixed(f.perSecond),
    `${fixed(f.p50)}/${fixed(f.p95)}/${fixed(f.p99)}`,
    String(errorsOf(results, f.kind).errors),
    fixed(f.appCpuMs, 2),
    fixed(f.authCalls, 2),
    fixed(f.billedReads, 2),
    fixed(f.documents, 2),
    fixed(f.rpcs, 2),
    kb(f.htmlBytes),
    kb(f.rscBytes),
  ]);
  return formatTable([header, ...rows]);
}

/** The mixed phase: the four kinds rotating per request on each connection. */
export function mixedTable(result: PhaseResult<unknown>): string {
  const rows = [...result.byKind].map(([kind, s]: [Kind, KindStats]) => [
    KIND_LABELS[kind],
    String(s.responses),
    `${fixed(percentile(s.latencies, 50))}/${fixed(percentile(s.latencies, 95))}/${fixed(percentile(s.latencies, 99))}`,
    String(s.errors),
  ]);
  return formatTable([['load (mixed phase)', 'loads', 'p50/p95/p99 ms', 'errors'], ...rows]);
}
