import { badRequest } from './errors';
import type { ExportLocale, LocalizedFields } from './export-file';
import type { ContentStore } from './store';

/** Which locale(s) a request asked for: one (with its fallback chain) or `*`. */
export type LocaleView =
  | { mode: 'single'; code: string; chain: string[]; defaultLocale: string }
  | { mode: 'all'; defaultLocale: string };

/** How each field of an item's type is delivered. */
export interface FieldRules {
  isLocalized(fieldId: string): boolean;
  isOmitted(fieldId: string): boolean;
}

export const ALL_LOCALIZED: FieldRules = { isLocalized: () => true, isOmitted: () => false };

/**
 * A locale without a `fallbackCode` key (older exports) falls back to the
 * default locale; `fallbackCode: null` means no fallback, as in Contentful.
 */
export function effectiveFallback(store: ContentStore, locale: ExportLocale): string | null {
  if (locale.fallbackCode !== undefined) return locale.fallbackCode;
  return locale.code === store.defaultLocale ? null : store.defaultLocale;
}

/** The locales whose values stand in for `code`, in order. */
export function fallbackChain(store: ContentStore, code: string): string[] {
  const chain: string[] = [];
  let current: string | null = code;
  while (current && !chain.includes(current)) {
    chain.push(current);
    const wanted: string = current;
    const locale = store.locales.find((candidate) => candidate.code === wanted);
    current = locale ? effectiveFallback(store, locale) : null;
  }
  return chain;
}

export function resolveLocale(store: ContentStore, requested: string | null): LocaleView {
  const defaultLocale = store.defaultLocale;
  if (requested === '*') return { mode: 'all', defaultLocale };
  const code = requested ?? defaultLocale;
  const known = code === defaultLocale || store.locales.some((locale) => locale.code === code);
  if (!known) throw badRequest(`Unknown locale: ${code}`);
  return { mode: 'single', code, chain: fallbackChain(store, code), defaultLocale };
}

/** The single-locale view used for filtering and ordering a `*` request. */
export function filterView(
  store: ContentStore,
  view: LocaleView,
): Extract<LocaleView, { mode: 'single' }> {
  if (view.mode === 'single') return view;
  const code = view.defaultLocale;
  return { mode: 'single', code, chain: fallbackChain(store, code), defaultLocale: code };
}

/**
 * The first value along `codes`; a field explicitly set to `null` (and nothing further
 * along) reads as `null`, a locale without the key as no value at all.
 */
function firstValue(values: Record<string, unknown>, codes: string[]): unknown {
  let explicitNull = false;
  for (const code of codes) {
    const value = values[code];
    if (value === null) explicitNull = true;
    else if (value !== undefined) return value;
  }
  return explicitNull ? null : undefined;
}

/**
 * Turns export fields (`{ title: { 'en-US': 'x' } }`) into delivered fields:
 * plain values for one locale, locale maps for `*`. A field no locale holds is
 * left out; one that holds `null` is delivered as `null`, like the CDA does.
 */
export function localizeFields(
  fields: LocalizedFields,
  view: LocaleView,
  rules: FieldRules,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [fieldId, values] of Object.entries(fields)) {
    if (!values || rules.isOmitted(fieldId)) continue;
    const localized = rules.isLocalized(fieldId);
    if (view.mode === 'single') {
      // Non-localized fields only ever hold a value in the default locale.
      const value = firstValue(values, localized ? view.chain : [view.defaultLocale]);
      if (value !== undefined) result[fieldId] = value;
      continue;
    }
    const map: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(values)) {
      if (value === undefined) continue;
      if (localized || code === view.defaultLocale) map[code] = value;
    }
    if (Object.keys(map).length > 0) result[fieldId] = map;
  }
  return result;
}
