'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';

type FeedLinks = { https: string; webcal: string };
type FeedResult = { ok: true; data: FeedLinks } | { ok: false; error: string };

/**
 * The member's private calendar feed. Its address exists in full only when it is made
 * (the server keeps a hash), so it is shown once, after "Get calendar link" or "Reset
 * calendar link"; the page passes the server action in.
 */
export function CalendarFeed({
  hasFeed,
  reset,
}: {
  hasFeed: boolean;
  reset: () => Promise<FeedResult>;
}) {
  const [links, setLinks] = useState<FeedLinks | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const active = hasFeed || links !== null;
  return (
    <section aria-labelledby="calendar-feed-heading" className="space-y-3">
      <h2 id="calendar-feed-heading" className="text-lg font-semibold">
        Calendar feed
      </h2>
      <p className="text-sm text-slate-300">
        Subscribe in your calendar app to see the live sessions of your courses, kept up to date.
        The link is private: anyone who has it sees your sessions.
      </p>
      {links ? (
        <div className="space-y-2">
          <label className="block text-sm">
            Calendar link
            <input
              readOnly
              value={links.https}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 font-mono text-xs"
            />
          </label>
          <p className="text-sm">
            <a href={links.webcal} className="underline">
              Subscribe in your calendar app
            </a>{' '}
            (webcal://), or paste the link above where your calendar adds one by URL.
          </p>
          <p className="text-sm text-slate-300">
            Copy it now: it is shown only this once. If you lose it, reset it.
          </p>
        </div>
      ) : hasFeed ? (
        <p className="text-sm text-slate-300">
          Your calendar link is active. It was shown when it was made; if you lost it, reset it and
          the old one stops working.
        </p>
      ) : null}
      <Button
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await reset();
            setError(result.ok ? null : result.error);
            if (result.ok) setLinks(result.data);
          })
        }
      >
        {active ? 'Reset calendar link' : 'Get calendar link'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </section>
  );
}
