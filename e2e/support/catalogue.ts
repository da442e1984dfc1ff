import { readFileSync } from 'node:fs';
import type en from '../../messages/en';

/**
 * One English catalogue, read from disk: Playwright loads specs as native ES modules, where a
 * JSON import needs an import attribute that the app's own code does not use.
 */
export function englishCatalogue<N extends keyof typeof en>(namespace: N): (typeof en)[N] {
  return JSON.parse(readFileSync(`messages/en/${namespace}.json`, 'utf8')) as (typeof en)[N];
}
