import { memberCursor, memberPrefix, type AccessSource } from '../members/client';

/** The members table's URL state: `?q=<prefix>&after=<last e-mail of the page before>`. */
export type MembersQuery = { q: string; prefix: string; after: string | null };

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export function membersQuery(params: SearchParams): MembersQuery {
  const q = first(params.q).trim().slice(0, 200);
  return { q, prefix: memberPrefix(q), after: memberCursor(first(params.after).slice(0, 400)) };
}

export function sourcesLabel(sources: readonly AccessSource[]): string {
  return sources.length ? sources.join(', ') : 'none';
}
