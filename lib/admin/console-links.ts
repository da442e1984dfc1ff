/** A console URL with its GET parameters, empty ones left out. */
export function consoleHref(path: string, params: Record<string, string | null | undefined>) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A page of the members table: the search and language kept, the cursor when not the first page. */
export const membersHref = ({
  q,
  lang,
  after,
}: {
  q: string;
  lang?: string | null;
  after?: string | null;
}): string => consoleHref('/admin/members', { q, lang, after });

/** A member's page, the address encoded. */
export const memberHref = (email: string) => `/admin/members/${encodeURIComponent(email)}`;
