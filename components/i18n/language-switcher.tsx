'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/i18n/client';
import { LANGUAGE_LIST_LOOK, languageLook } from './language-look';
import { rememberLanguage } from './remember-language';

type LanguageSwitcherProps = {
  current: Locale;
  /** Members' pages: saves the choice on the member's record (a server action). */
  save?: (locale: Locale) => Promise<unknown>;
  className?: string;
};

/**
 * Each language named in itself, as buttons that remember the choice in the browser and,
 * for a member, save it on their record. (A public page has links instead:
 * PublicLanguageSwitcher.)
 */
export function LanguageSwitcher({ current, save, className }: LanguageSwitcherProps) {
  const t = useTranslations('common');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const choose = (locale: Locale) =>
    startTransition(async () => {
      rememberLanguage(locale);
      if (save) await save(locale);
      router.refresh();
    });

  return (
    <nav aria-label={t('languageSwitcher')} className={className}>
      <ul className={LANGUAGE_LIST_LOOK}>
        {LOCALES.map((locale) => {
          const tag = LANGUAGE_TAGS[locale];
          return (
            <li key={locale}>
              <button
                type="button"
                lang={tag}
                aria-pressed={locale === current}
                disabled={pending}
                onClick={() => choose(locale)}
                className={`${languageLook(locale === current)} disabled:opacity-60`}
              >
                {LANGUAGE_NAMES[locale]}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
