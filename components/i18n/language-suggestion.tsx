'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
  type Locale,
} from '@/lib/i18n/client';

const DISMISSED_KEY = 'language-suggestion-dismissed';

/**
 * One line for a visitor whose browser prefers another of the site's languages, in this
 * page's language with the other language named in itself. Decided in the browser after
 * load, so the page stays the same static HTML for everyone; no redirect.
 */
export function LanguageSuggestion({ current }: { current: Locale }) {
  const t = useTranslations('common');
  const [suggested, setSuggested] = useState<Locale | null>(null);

  useEffect(() => {
    if (localStorage.getItem(DISMISSED_KEY)) return;
    const preferred = negotiateLocale(navigator.languages.join(','));
    // Shown only once the page is in the browser: nothing to render on the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (preferred && preferred !== current) setSuggested(preferred);
  }, [current]);

  if (!suggested) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setSuggested(null);
  };
  const href = localizedPath(suggested, splitLocalePath(window.location.pathname).path);
  const name = LANGUAGE_NAMES[suggested];
  return (
    <div
      role="region"
      aria-label={t('languageSwitcher')}
      className="fixed inset-x-0 top-20 z-50 mx-auto flex w-fit max-w-[90vw] items-center gap-3 rounded-full border border-white/10 bg-ink-900/95 px-4 py-2 text-sm text-slate-200 shadow-lg"
    >
      <p>
        {t.rich('languageSuggestion.text', {
          language: name,
          link: (chunks) => (
            <a
              href={href}
              lang={LANGUAGE_TAGS[suggested]}
              hrefLang={LANGUAGE_TAGS[suggested]}
              className="font-semibold text-brand-300 underline"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="rounded px-2 py-1 text-slate-400 hover:text-slate-100"
      >
        {t('languageSuggestion.dismiss')}
      </button>
    </div>
  );
}
