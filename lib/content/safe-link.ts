const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** Rich-text links are editor input: only http, https and mailto become links. */
export function safeHref(uri: unknown): string | null {
  if (typeof uri !== 'string') return null;
  try {
    return ALLOWED.has(new URL(uri.trim()).protocol) ? uri.trim() : null;
  } catch {
    return null;
  }
}
