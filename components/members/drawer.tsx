'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';

type DrawerState = { open: boolean; setOpen: (open: boolean) => void };

const DrawerContext = createContext<DrawerState>({ open: false, setOpen: () => {} });

export function DrawerProvider({ children }: { children: React.ReactNode }) {
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  // The drawer is open only at the place it was opened: a choice in it navigates, which
  // closes it so the choice is visible.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  // The same function while the place stays: a new one would run the drawer's effect again,
  // taking the focus back to Close menu from wherever the member had moved it.
  const setOpen = useCallback((next: boolean) => setOpenAt(next ? location : null), [location]);
  return <DrawerContext.Provider value={{ open, setOpen }}>{children}</DrawerContext.Provider>;
}

export function useDrawer() {
  return useContext(DrawerContext);
}

/** What Tab stops at in the drawer. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea';

/**
 * The sidebar: a column on large screens, a drawer from the right below them. A closed
 * drawer is invisible as well as off-screen, so keyboards and screen readers skip it. It
 * turns visible at once when opening (so it can take focus) and hidden only once it has
 * slid out. While open it holds the focus, as a modal does (Tab and Shift+Tab go round its
 * controls, not to the page behind the overlay); closed, it gives the focus back to the
 * button that opened it.
 */
export function Sidebar({ children }: { children: React.ReactNode }) {
  const t = useTranslations('membersUi');
  const { open, setOpen } = useDrawer();
  const aside = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key !== 'Tab' || !aside.current) return;
      const controls = [...aside.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const [first, last] = [controls[0], controls.at(-1)];
      const edge = event.shiftKey ? first : last;
      if (aside.current.contains(document.activeElement) && document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open, setOpen]);
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="fixed inset-0 z-30 bg-black/60 lg:hidden"
        />
      )}
      <aside
        ref={aside}
        id="members-sidebar"
        aria-label={t('courseNavigation')}
        className={`fixed inset-y-0 right-0 z-40 w-[85vw] max-w-sm overflow-y-auto border-l border-ink-700 bg-ink-900 p-4 lg:visible lg:static lg:z-auto lg:col-span-3 lg:w-auto lg:max-w-none lg:translate-x-0 lg:rounded-2xl lg:border ${open ? 'visible translate-x-0 transition-transform' : 'invisible translate-x-full transition-[transform,visibility]'}`}
      >
        <button
          ref={closeButton}
          type="button"
          onClick={() => setOpen(false)}
          className="mb-3 ml-auto block rounded px-2 py-1 text-sm text-slate-400 hover:text-white lg:hidden"
        >
          {t('closeMenu')}
        </button>
        {children}
      </aside>
    </>
  );
}

export function MenuButton() {
  const t = useTranslations('membersUi');
  const { open, setOpen } = useDrawer();
  return (
    <button
      type="button"
      aria-controls="members-sidebar"
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      className="rounded-lg border border-ink-700 px-3 py-2 text-sm font-semibold lg:hidden"
    >
      {t('menu')}
    </button>
  );
}

export function ChooseNowButton() {
  const t = useTranslations('membersUi');
  const { setOpen } = useDrawer();
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="rounded-full bg-brand-500 px-6 py-3 font-semibold text-ink-950 hover:bg-brand-400 lg:hidden"
    >
      {t('chooseNow')}
    </button>
  );
}
