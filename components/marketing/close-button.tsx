'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'use-intl/react';

type NavigationLike = { canGoBack: boolean };

/**
 * True when the previous history entry is a page of this site. The Navigation API knows
 * (a new tab or a direct visit has no such entry); older browsers fall back to the length.
 */
function canGoBack(): boolean {
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

/**
 * Back to where the visitor came from; a legal page opened in a new tab goes home instead
 * (`homeHref`: the home page in the page's language).
 */
export function CloseButton({ homeHref = '/' }: { homeHref?: string }) {
  const router = useRouter();
  const t = useTranslations('publicUi');
  return (
    <button
      type="button"
      aria-label={t('close')}
      onClick={() => (canGoBack() ? router.back() : router.push(homeHref))}
      className="grid size-11 place-items-center rounded-full border border-slate-500 text-xl text-slate-100 hover:border-brand-400 hover:text-brand-300"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
