'use client';

import { useEffect, useRef, useState } from 'react';

export type NavLink = { href: string; label: string };

/**
 * The top bar's links on a phone, behind a Menu button. A native disclosure, so it opens and
 * its links work before hydration and without JavaScript; once hydrated it also closes when
 * a link is followed (an in-page anchor leaves the page where it is), on Escape (focus back
 * on the button) and on a click elsewhere.
 */
export function TopBarMenu({ label, links }: { label: string; links: readonly NavLink[] }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute('open');
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <details
      ref={menu}
      className="relative md:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onClick={(event) => {
        if ((event.target as Element).closest('a')) event.currentTarget.removeAttribute('open');
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.removeAttribute('open');
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-full border border-slate-500 text-slate-100 hover:border-brand-400 hover:text-brand-300 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current">
          <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{label}</span>
      </summary>
      <ul className="absolute top-full right-0 mt-3 flex w-56 flex-col rounded-2xl border border-white/10 bg-ink-900 p-2 text-base text-slate-200 shadow-xl">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block rounded-lg px-4 py-3 hover:bg-ink-800 hover:text-brand-300"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
