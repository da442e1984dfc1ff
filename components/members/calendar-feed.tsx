'use client';

import { useState, useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';

type FeedLinks = { https: string; webcal: string };
type FeedResult = { ok: true; data: FeedLinks } | { ok: false; error: string };

/**
 * The member's private calendar feed. Its address exists in full only when it is made
 * (the server keeps a hash), so it is shown once, after "Get calendar link" or "Reset
 * calendar link"; the page passes the server action in, and its words (`calendarFeed`).
 */
export function CalendarFeed({
  hasFeed,
  reset,
}: {
  hasFeed: boolean;
  reset: () => Promise<FeedResult>;
}) {
  const t = useTranslations('calendarFeed');
  const [links, setLinks] = useState<FeedLinks | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const active = hasFeed || links !== null;
  return (
    <section aria-labelledby="calendar-feed-heading" className="space-y-3">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-slate-300">{t('intro')}</p>
      {links ? (
        <div className="space-y-2">
          <label className="block text-sm">
            {t('link')}
            <input
              readOnly
              value={links.https}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 font-mono text-xs"
            />
          </label>
          <p className="text-sm">
            {t.rich('subscribe', {
              a: (chunks) => (
                <a href={links.webcal} className="underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
          <p className="text-sm text-slate-300">{t('copyNow')}</p>
        </div>
      ) : hasFeed ? (
        <p className="text-sm text-slate-300">{t('active')}</p>
      ) : null}
      <Button
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            // A request that never arrives is told here, not thrown to the error page.
            const result = await reset().catch(() => null);
            if (!result) return setError(t('failed'));
            setError(result.ok ? null : result.error);
            if (result.ok) setLinks(result.data);
          })
        }
      >
        {active ? t('reset') : t('get')}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
