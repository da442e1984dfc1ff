import { LOCALES, type Locale } from '../i18n/client';
import { log } from '../log';

/**
 * Builds every language's search index now, one after another (each is CPU for seconds on a
 * large catalog), so the next member's search finds it ready: at server start and after the
 * publish webhook. A language that fails is logged and left to the next try (its search
 * answers from the previous index, or builds on demand, as before).
 */
export async function warmSearchIndexes(
  load: (locale: Locale) => Promise<unknown>,
  locales: readonly Locale[] = LOCALES,
): Promise<Locale[]> {
  const built: Locale[] = [];
  for (const locale of locales) {
    try {
      await load(locale);
      built.push(locale);
    } catch (error) {
      log('error', 'could not warm the search index', { locale, error });
    }
  }
  return built;
}

/**
 * Runs `warm` once Next's incremental cache exists on this instance (`ready`), which
 * lib/content's cached reads need: Next creates it for the instance's first request of any
 * kind (a health check, a public page), not when the server starts. Checks every
 * `intervalMs`, at most for `giveUpAfterMs`; its timers never keep the process alive.
 */
export function whenCacheReady(
  warm: () => Promise<unknown>,
  {
    ready = () => Boolean((globalThis as { __incrementalCache?: unknown }).__incrementalCache),
    intervalMs = 250,
    giveUpAfterMs = 3_600_000,
  }: { ready?: () => boolean; intervalMs?: number; giveUpAfterMs?: number } = {},
): void {
  const started = Date.now();
  const check = () => {
    if (ready()) {
      warm().catch((error: unknown) => log('error', 'could not warm the search index', { error }));
      return;
    }
    if (Date.now() - started >= giveUpAfterMs) return;
    setTimeout(check, intervalMs).unref?.();
  };
  check();
}
