'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The members' header's disclosure: a button that shows and hides the member's secondary
 * links (their pages, the language, Logout) in a panel below it. Escape closes it and gives
 * the focus back to the button; so does a click outside it or on a link inside it. The
 * panel is always in the HTML (hidden while closed), so it works as links before scripts.
 */
export function MembersMenu({
  label,
  name,
  badge,
  children,
}: {
  /** The button's visible words. */
  label: string;
  /** The button's accessible name when it differs from its words (the unread count). */
  name?: string;
  /** A small count beside the words (the unread announcements), or nothing. */
  badge?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={box} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={name}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 rounded-lg border border-ink-700 px-3 py-2 text-sm font-semibold hover:bg-ink-800"
      >
        <span aria-hidden="true">☰</span>
        <span className="sr-only sm:not-sr-only">{label}</span>
        {badge}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
        className="absolute top-full right-0 z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-ink-700 bg-ink-900 p-3 shadow-xl"
      >
        {children}
      </div>
    </div>
  );
}
