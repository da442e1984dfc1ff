/** Pure parts of bench:admin: reading the members page it fetches, and the figures it prints. */

/** The href of the members table's "Next page" link, or null on the last page. */
export function nextPageHref(html: string): string | null {
  const link = /<a[^>]*href="([^"]+)"[^>]*>Next page<\/a>/.exec(html);
  return link ? link[1]!.replaceAll('&amp;', '&') : null;
}

/** How many member rows the page shows (each row links to its member's page). */
export function memberRowCount(html: string): number {
  return html.match(/href="\/admin\/members\/[^"/]+%40[^"]*"/g)?.length ?? 0;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type PageTiming = { label: string; ms: number };

/** One line per page: its median time and its ratio to the baseline (the 10-member first page). */
export function timingLines(baseline: number, timings: PageTiming[], goal: number): string[] {
  return timings.map(({ label, ms }) => {
    const ratio = ms / baseline;
    return `${label.padEnd(34)} ${ms.toFixed(1).padStart(7)} ms   ratio ${ratio.toFixed(2)}  ${
      ratio <= goal ? 'PASS' : 'MISS'
    } (goal ≤ ${goal})`;
  });
}

/** Whether the page is the console overview with its figures and charts. */
export function isOverview(html: string): boolean {
  return (
    html.includes('>Overview</h1>') &&
    html.includes('Active members') &&
    (html.match(/<svg[^>]*role="img"/g)?.length ?? 0) >= 3
  );
}
