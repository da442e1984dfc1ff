'use client';

import { useRouter } from 'next/navigation';

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
 * (`homeHref`: the home page in the page's language). `label`: its name, in that language.
 */
export function CloseButton({ homeHref = '/', label }: { homeHref?: string; label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => (canGoBack() ? router.back() : router.push(homeHref))}
      className="grid size-11 place-items-center rounded-full border border-slate-500 text-xl text-slate-100 hover:border-brand-400 hover:text-brand-300"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
