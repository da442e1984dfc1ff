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
