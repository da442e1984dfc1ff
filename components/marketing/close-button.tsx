'use client';

import Link from 'next/link';
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
 * A link home, so it works before hydration too (and without JavaScript); once hydrated it
 * goes back when there is a page to go back to.
 */
export function CloseButton({ homeHref = '/', label }: { homeHref?: string; label: string }) {
  const router = useRouter();
  return (
    <Link
      href={homeHref}
      aria-label={label}
      onClick={(event) => {
        const plainClick =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey;
        if (!plainClick || !canGoBack()) return;
        event.preventDefault();
        router.back();
      }}
      className="grid size-11 shrink-0 place-items-center rounded-full border border-slate-500 text-xl text-slate-100 hover:border-brand-400 hover:text-brand-300"
    >
      <span aria-hidden="true">×</span>
    </Link>
  );
}
