'use client';

import { useEffect, useState } from 'react';
import {
  LANGUAGE_TAGS,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@/lib/i18n/client';

const DISMISSED_KEY = 'language-suggestion-dismissed';

type SuggestionLineProps = {
  /** The language this line points to. */
  suggested: Locale;
  /** The region's name and the dismiss button's, in the page's language. */
  label: string;
  dismiss: string;
  /** The sentence, written on the server, with a SuggestionLink in it. */
  children: React.ReactNode;
};

/**
 * At the bottom of the viewport, where it covers no heading, clear of the phone's home bar
 * (safe area). On a page with the floating call to action (data-floating-cta, bottom left),
 * just above it where the two would meet: below 1024 px. Fixed, so its arrival after load
 * moves nothing on the page.
 */
const PLACE =
  'bottom-[max(0.75rem,env(safe-area-inset-bottom))] max-lg:[body:has([data-floating-cta])_&]:bottom-28';

/**
 * Shown only when the browser prefers `suggested` and the visitor has not dismissed the
 * suggestion. Decided after load, so the page stays the same static HTML for everyone.
 */
export function SuggestionLine({ suggested, label, dismiss, children }: SuggestionLineProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (localStorage.getItem(DISMISSED_KEY)) return;
    // Shown only once the page is in the browser: nothing to render on the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (negotiateLocale(navigator.languages.join(',')) === suggested) setShown(true);
  }, [suggested]);

  if (!shown) return null;
  const close = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setShown(false);
  };
  return (
    <div
      role="region"
      aria-label={label}
      className={`fixed inset-x-3 z-50 mx-auto flex w-fit max-w-xl items-center gap-3 rounded-2xl border border-white/10 bg-ink-900/95 py-2 pr-2 pl-4 text-sm text-slate-200 shadow-lg ${PLACE}`}
    >
      <p>{children}</p>
      <button
        type="button"
        onClick={close}
        className="rounded px-2 py-1 text-slate-400 hover:text-slate-100"
      >
        {dismiss}
      </button>
    </div>
  );
}

/** This page in `locale`; rendered only in the browser, inside a SuggestionLine. */
export function SuggestionLink({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  const tag = LANGUAGE_TAGS[locale];
  return (
    <a
      href={localizedPath(locale, splitLocalePath(window.location.pathname).path)}
      lang={tag}
      hrefLang={tag}
      className="font-semibold text-brand-300 underline"
    >
      {children}
    </a>
  );
}
