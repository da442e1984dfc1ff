'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { useTranslations } from 'use-intl/react';
import { NOT_SIGNED_IN } from '@/lib/auth/client';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, type Locale } from '@/lib/i18n/client';
import { LANGUAGE_LIST_LOOK, languageLook } from './language-look';
import { rememberLanguage } from './remember-language';

/** What saving the choice answers: done, or a message for the member in their language. */
export type LanguageSaveResult = { ok: true } | { ok: false; error: string };

type LanguageSwitcherProps = {
  current: Locale;
  /** Members' pages: saves the choice on the member's record (a server action). */
  save?: (locale: Locale) => Promise<LanguageSaveResult>;
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
      if (save) {
        // A request that never arrives is told like a refusal, not thrown to the error page.
        const result = await save(locale).catch(() => null);
        // Not saved: the page keeps its language and says why. (Signed out meanwhile: the
        // refresh below takes them to /login, in the language they chose.)
        if (!result || (!result.ok && result.error !== NOT_SIGNED_IN)) {
          toast.error(result ? result.error : t('languageNotSaved'));
          return;
        }
      }
      rememberLanguage(locale);
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
