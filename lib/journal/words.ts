import { addDays, parseWallTime, wallTimeToUtc } from '../live/client';
import type { CsvProblem } from './csv';

/** `t` of the `journal` catalogue, or anything that words its keys with values. */
export type JournalTexts = (key: string, values?: Record<string, string | number>) => string;

/** A trade's or a file's problem in the member's words, naming the field by its label. */
export function problemMessage(t: JournalTexts, problem: CsvProblem): string {
  if ('field' in problem)
    return t(`problems.${problem.code}`, { field: t(`fields.${problem.field}`) });
  const { code, ...values } = problem;
  return t(`problems.${code}`, values);
}

/** A filter's text from a query parameter: one value, trimmed, or undefined when empty. */
export function filterParam(value: string | string[] | undefined): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}

/**
 * The UTC bounds of a date filter in the member's zone: `from` the start of its first day,
 * `to` the start of the day after its last (excluded), a calendar day on (lib/live's
 * addDays), so a day of 23 or 25 hours at a DST change is taken whole and no more. A value
 * that is not a date (yyyy-mm-dd) bounds nothing.
 */
export function dayBounds(
  fromDay: string | undefined,
  toDay: string | undefined,
  zone: string,
): { from?: number; to?: number } {
  const start = (day: string | undefined, later: number) => {
    const wall = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseWallTime(`${day}T00:00`) : null;
    return wall ? wallTimeToUtc(addDays(wall, later), zone).ms : undefined;
  };
  const [from, to] = [start(fromDay, 0), start(toDay, 1)];
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}
