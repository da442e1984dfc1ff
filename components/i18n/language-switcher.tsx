'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import {
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LOCALES,
  rememberedLocaleCookie,
  type Locale,
} from '@/lib/i18n/client';

type LanguageSwitcherProps = {
  current: Locale;
  /** Public pages: the same page in each language, as links. */
  hrefs?: Record<Locale, string>;
  /** Members' pages: saves the choice on the member's record (a server action). */
  save?: (locale: Locale) => Promise<unknown>;
  className?: string;
};

function remember(locale: Locale) {
  document.cookie = rememberedLocaleCookie(locale, window.location.protocol === 'https:');
}

/**
 * Each language named in itself. On a public page it links to the same page in that
 * language and remembers the page's language in the browser (so /login opens in it);
 * elsewhere it is a set of buttons that remember the choice, and save it for a member.
 */
export function LanguageSwitcher({ current, hrefs, save, className }: LanguageSwitcherProps) {
  const t = useTranslations('common');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (hrefs) remember(current);
  }, [current, hrefs]);

  const choose = (locale: Locale) =>
    startTransition(async () => {
      remember(locale);
      if (save) await save(locale);
      router.refresh();
    });

  return (
    <nav aria-label={t('languageSwitcher')} className={className}>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {LOCALES.map((locale) => {
          const name = LANGUAGE_NAMES[locale];
          const tag = LANGUAGE_TAGS[locale];
          const isCurrent = locale === current;
          const look = `rounded px-1 py-1 ${isCurrent ? 'font-semibold text-brand-300' : 'text-slate-300 hover:text-brand-300'}`;
          return (
            <li key={locale}>
              {hrefs ? (
                <a
                  href={hrefs[locale]}
                  lang={tag}
                  hrefLang={tag}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => remember(locale)}
                  className={look}
                >
                  {name}
                </a>
              ) : (
                <button
                  type="button"
                  lang={tag}
                  aria-pressed={isCurrent}
                  disabled={pending}
                  onClick={() => choose(locale)}
                  className={`${look} disabled:opacity-60`}
                >
                  {name}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
