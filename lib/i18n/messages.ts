import compile from 'icu-minify/compile';
import formatMessage from 'use-intl/format-message';
import en from '@/messages/en';
import ms from '@/messages/ms';
import zh from '@/messages/zh';
import type { Locale } from './locales';

/** The catalogues: one per language, English's shape the one every other must have. */
export type Messages = typeof en;
export type Namespace = keyof Messages;

/** The catalogues as written (ICU text): what tests and tools read. */
export const MESSAGES: Record<Locale, Messages> = { en, ms, zh };

/**
 * Whether the message formatter this bundle resolved takes messages compiled ahead of time:
 * next.config.ts points the app's `use-intl/format-message` at use-intl's format-only one,
 * so no browser downloads the ICU parser (about 9 KB compressed). Code run without that
 * alias (scripts under tsx) formats the text as written.
 */
const TAKES_COMPILED = !formatMessage.raw;

type Catalogue = { [key: string]: string | Catalogue };

/**
 * A message compiled to plain JSON: icu-minify keeps a plural's or a select's branches in
 * objects without a prototype, which React refuses to send to a client component. A compiled
 * message is a string or an array; Messages' type keeps only the keys' shape.
 */
const plainCompiled = (message: string): string =>
  JSON.parse(JSON.stringify(compile(message))) as string;

function compiledCatalogue(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [
      key,
      typeof value === 'string' ? plainCompiled(value) : compiledCatalogue(value),
    ]),
  );
}

const formatted = new Map<Locale, Messages>();

/** A language's catalogue as use-intl is given it here: compiled once per process where it must be. */
export function messagesFor(locale: Locale): Messages {
  if (!TAKES_COMPILED) return MESSAGES[locale];
  let messages = formatted.get(locale);
  if (!messages) {
    messages = compiledCatalogue(MESSAGES[locale] as unknown as Catalogue) as unknown as Messages;
    formatted.set(locale, messages);
  }
  return messages;
}

/**
 * The namespaces a page's client components read, and nothing else: what a page ships to
 * the browser is its own language's share of the catalogue only.
 */
export function pickMessages<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const all = messagesFor(locale);
  return Object.fromEntries(namespaces.map((name) => [name, all[name]])) as Pick<Messages, N>;
}
