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

const compiled = new Map<`${Locale}:${Namespace}`, unknown>();

/** One namespace of a language as use-intl is given it here: compiled once, when first read. */
function namespaceFor<N extends Namespace>(locale: Locale, name: N): Messages[N] {
  const written = MESSAGES[locale][name];
  if (!TAKES_COMPILED) return written;
  const key = `${locale}:${name}` as const;
  if (!compiled.has(key)) compiled.set(key, compiledCatalogue(written as unknown as Catalogue));
  return compiled.get(key) as Messages[N];
}

/**
 * The namespaces a page's client components read, and nothing else: what a page ships to
 * the browser is its own language's share of the catalogue only.
 */
export function pickMessages<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  return Object.fromEntries(namespaces.map((name) => [name, namespaceFor(locale, name)])) as Pick<
    Messages,
    N
  >;
}

/** A language's whole catalogue as use-intl is given it here. */
export function messagesFor(locale: Locale): Messages {
  return pickMessages(locale, Object.keys(MESSAGES[locale]) as Namespace[]);
}
