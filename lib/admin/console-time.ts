/** A moment as the console shows it, in UTC so every operator reads the same. */
export function formatTime(ms: number | null | undefined): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return '–';
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** An Auth date ("Mon, 23 Nov 2026 21:54:00 GMT") as "2026-11-23 21:54 UTC"; `never` when none. */
export function consoleTime(value: string | null): string {
  if (!value) return 'never';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'unknown';
  return formatTime(date.getTime());
}
