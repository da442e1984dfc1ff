import en from '@/messages/en';
import ms from '@/messages/ms';
import zh from '@/messages/zh';
import type { Locale } from './locales';

/** The catalogues: one per language, English's shape the one every other must have. */
export type Messages = typeof en;
export type Namespace = keyof Messages;

export const MESSAGES: Record<Locale, Messages> = { en, ms, zh };

/**
 * The namespaces a page's client components read, and nothing else: what a page ships to
 * the browser is its own language's share of the catalogue only.
 */
export function pickMessages<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const all = MESSAGES[locale];
  return Object.fromEntries(namespaces.map((name) => [name, all[name]])) as Pick<Messages, N>;
}
