/** Pure pieces of the Lighthouse bench: what one run is worth, the median run, the verdicts. */

export type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every byte the page loaded over the network (Lighthouse's total-byte-weight). */
  transferBytes: number;
  /** The same bytes by kind (Lighthouse's resource-summary: script, font, document…). */
  bytesByType: Record<string, number>;
};

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: { resourceType?: string; transferSize?: number }[] };
      }
    | undefined
  >;
};

/** Transferred bytes per resource kind, without the summary's own total and third-party rows. */
function bytesByTypeOf(lhr: Lhr): Record<string, number> {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return Object.fromEntries(
    items
      .filter((item) => item.resourceType && !['total', 'third-party'].includes(item.resourceType))
      .filter((item) => (item.transferSize ?? 0) > 0)
      .map((item) => [item.resourceType!, item.transferSize!]),
  );
}

/** "script 180, font 22, …" in KB, largest first. */
export function formatBytesByType(bytes: Record<string, number>): string {
  return Object.entries(bytes)
    .sort(([, a], [, b]) => b - a)
    .map(([type, size]) => `${type} ${Math.round(size / 1000)}`)
    .join(', ');
}

export function scoresOf(lhr: Lhr): Scores {
  const category = (id: string) => lhr.categories[id]?.score ?? 0;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    bestPractices: category('best-practices'),
    seo: category('seo'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    transferBytes: audit('total-byte-weight'),
    bytesByType: bytesByTypeOf(lhr),
  };
}

/** The run with the median LCP, as Lighthouse's own guidance suggests for noisy machines. */
export function medianRun(runs: readonly Scores[]): Scores {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * lcpRatio: the English landing page against the bare Next.js page; scriptlessLcpRatio: a
 * landing page (/, /ms, /zh) against itself with its scripts blocked; transferKb: a landing
 * page's whole weight, and the class page's; classLcpRatio: a signed-in member's class page
 * against the English landing page.
 */
export const TARGETS = {
  performance: 0.95,
  other: 1,
  cls: 0.02,
  lcpRatio: 1.2,
  scriptlessLcpRatio: 1.1,
  transferKb: 200,
  classLcpRatio: 1.2,
} as const;

type Ratios = { lcpRatio?: number; scriptlessLcpRatio?: number; landing?: boolean };

/** Which targets a page misses; the bare page is the yardstick, so it is only scored. */
export function misses(
  scores: Scores,
  { lcpRatio, scriptlessLcpRatio, landing }: Ratios = {},
): string[] {
  const missed: string[] = [];
  if (scores.performance < TARGETS.performance) missed.push(`performance ${scores.performance}`);
  if (scores.accessibility < TARGETS.other) missed.push(`accessibility ${scores.accessibility}`);
  if (scores.bestPractices < TARGETS.other) missed.push(`best practices ${scores.bestPractices}`);
  if (scores.seo < TARGETS.other) missed.push(`SEO ${scores.seo}`);
  if (scores.cls > TARGETS.cls) missed.push(`CLS ${scores.cls.toFixed(3)}`);
  if (lcpRatio !== undefined && lcpRatio > TARGETS.lcpRatio)
    missed.push(`LCP ratio ${lcpRatio.toFixed(2)}`);
  if (scriptlessLcpRatio !== undefined && scriptlessLcpRatio > TARGETS.scriptlessLcpRatio)
    missed.push(`LCP / scriptless LCP ${scriptlessLcpRatio.toFixed(2)}`);
  if (landing && scores.transferBytes / 1000 > TARGETS.transferKb)
    missed.push(`${Math.round(scores.transferBytes / 1000)} KB transferred`);
  return missed;
}

export function formatRow(label: string, s: Scores): string {
  const pct = (n: number) => String(Math.round(n * 100)).padStart(5);
  return `${label.padEnd(14)}${pct(s.performance)}${pct(s.accessibility)}${pct(s.bestPractices)}${pct(s.seo)}${String(Math.round(s.lcpMs)).padStart(8)}${s.cls.toFixed(3).padStart(8)}${String(Math.round(s.tbtMs)).padStart(7)}${String(Math.round(s.transferBytes / 1000)).padStart(7)}`;
}

export const HEADER = `${'page'.padEnd(14)}${['perf', 'a11y', 'bp', 'seo'].map((h) => h.padStart(5)).join('')}${'LCP ms'.padStart(8)}${'CLS'.padStart(8)}${'TBT'.padStart(7)}${'KB'.padStart(7)}`;

const verdict = (value: number, ok: (v: number) => boolean) =>
  Number.isFinite(value) && ok(value) ? 'met' : 'MISS';

/**
 * The class page's targets (issue #33), one line each with its verdict: its whole weight, its
 * performance score, and its LCP against the English landing page's (`landingLcpMs`). Not
 * SEO: the members area asks not to be indexed.
 */
export function classPageVerdicts(classPage: Scores, landingLcpMs: number): string[] {
  const kb = classPage.transferBytes / 1000;
  const ratio = classPage.lcpMs / landingLcpMs;
  return [
    `class page transferred: ${Math.round(kb)} KB (target ≤ ${TARGETS.transferKb} KB) ${verdict(kb, (v) => v <= TARGETS.transferKb)}`,
    `class page performance: ${classPage.performance} (target ≥ ${TARGETS.performance}) ${verdict(classPage.performance, (v) => v >= TARGETS.performance)}`,
    `LCP ratio class page / landing (/): ${ratio.toFixed(2)} (target ≤ ${TARGETS.classLcpRatio}) ${verdict(ratio, (v) => v <= TARGETS.classLcpRatio)}`,
  ];
}

/**
 * Why a Lighthouse run did not audit the page it was sent to, or null when it did: a member's
 * page whose session was not taken ends on /login, and its scores are the login page's.
 */
export function wrongPage(
  lhr: { finalDisplayedUrl?: string; finalUrl?: string },
  requested: string,
): string | null {
  const final = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  if (!final) return `Lighthouse reported no final URL for ${requested}`;
  const got = new URL(final);
  const want = new URL(requested);
  const shown = `${got.pathname}${got.search}`;
  if (got.pathname === '/login') {
    return `Lighthouse ended on ${shown} instead of ${want.pathname}${want.search}: not signed in`;
  }
  const sameParams = [...want.searchParams].every(([k, v]) => got.searchParams.get(k) === v);
  if (got.origin !== want.origin || got.pathname !== want.pathname || !sameParams) {
    return `Lighthouse ended on ${final} instead of ${requested}`;
  }
  return null;
}
