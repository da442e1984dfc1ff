import { readFileSync } from 'node:fs';
import type { Locale } from '../../lib/i18n/client';
import type en from '../../messages/en';

type Namespaces = typeof en;

/**
 * One catalogue, read from disk: Playwright loads specs as native ES modules, where a JSON
 * import needs an import attribute that the app's own code does not use.
 */
export function catalogue<N extends keyof Namespaces>(
  language: Locale,
  namespace: N,
): Namespaces[N] {
  return JSON.parse(
    readFileSync(`messages/${language}/${namespace}.json`, 'utf8'),
  ) as Namespaces[N];
}

export const englishCatalogue = <N extends keyof Namespaces>(namespace: N) =>
  catalogue('en', namespace);
