/** The server's budget for building the index of every class (docs/benchmarks.md). */
export const INDEX_BUILD_BUDGET_MS = 1000;
/** A search request's server CPU, at most this many times the trivial dynamic page's. */
export const SEARCH_CPU_BUDGET_RATIO = 2;
/** A search, and the first search after a content refresh, at most this many times a class page. */
export const SEARCH_CLASS_RATIO = 1.2;

export type IndexBuild = { classes: number; ms: number; readMs: number };

/**
 * The index builds the app logged (lib/search: one JSON line 'search index built' each),
 * in order, from its output so far; other lines are skipped.
 */
export function indexBuildsIn(output: string): IndexBuild[] {
  const builds: IndexBuild[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"search index built"')) continue;
    try {
      const entry = JSON.parse(line.slice(line.indexOf('{'))) as Partial<IndexBuild>;
      if (typeof entry.classes === 'number' && typeof entry.ms === 'number') {
        builds.push({ classes: entry.classes, ms: entry.ms, readMs: entry.readMs ?? NaN });
      }
    } catch {
      // a line cut by the pipe's chunking: the next read has it whole
    }
  }
  return builds;
}

/** The search queries of the run: `count` of one or two vocabulary words, or a word's first letters. */
export function benchQueries(vocabulary: readonly string[], count: number, random: () => number) {
  const word = () => vocabulary[Math.floor(random() * vocabulary.length)]!;
  return Array.from({ length: count }, (_, i) => {
    if (i % 3 === 1) return `${word()} ${word()}`;
    if (i % 3 === 2) return word().slice(0, 4);
    return word();
  });
}

/** One round of the side-by-side run: CPU per load of each kind, from its own window. */
/** One round's app CPU per load, ms: the trivial page, a members' class page, a search. */
export type Round = { floorMs: number; classMs: number; searchMs: number };

const worstOf = (ratios: number[]) => (ratios.length ? Math.max(...ratios) : NaN);

/**
 * Each round's ratios, and the worst of them, the figures held against the budgets: the
 * search over the trivial page, and over the members' class page.
 */
export function cpuRatios(rounds: readonly Round[]) {
  const ratios = rounds.map((r) => r.searchMs / r.floorMs);
  const toClass = rounds.map((r) => r.searchMs / r.classMs);
  return { ratios, worst: worstOf(ratios), toClass, worstToClass: worstOf(toClass) };
}

/**
 * Answer times, ms, right after a content refresh, one request at a time: the refresh's
 * first search (its index already rebuilt, or not), the class page's first load after the
 * refresh, then the class page and the same search again, each the median of a few loads.
 */
export type AfterRefresh = {
  firstSearchMs: number;
  firstClassMs: number;
  classMs: number;
  againMs: number;
};

/** The first search after each refresh over the class page's settled time: and the worst. */
export function firstSearchRatios(samples: readonly AfterRefresh[]) {
  const ratios = samples.map((s) => s.firstSearchMs / s.classMs);
  return { ratios, worst: worstOf(ratios) };
}

/** A figure beside its budget: the ratio to it, and whether it is within. */
export function againstBudget(value: number, budget: number) {
  const ratio = value / budget;
  return { ratio, within: Number.isFinite(ratio) && ratio <= 1 };
}
