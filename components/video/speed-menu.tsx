import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useFormatter, useTranslations } from 'use-intl/react';
import { PLAYBACK_SPEEDS } from '@/lib/video';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** A menu button for the playback speed; the menu follows the ARIA menu-button pattern. */
export function SpeedMenu({ rate, onChange }: { rate: number; onChange: (rate: number) => void }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const t = useTranslations('player');
  const format = useFormatter();
  // 0.25, 0.5, 1.0, 1.5, 2.0: whole rates keep one decimal, in the page's own digits.
  const speedLabel = (speed: number) =>
    format.number(speed, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  useEffect(() => {
    if (!open) return;
    const current = PLAYBACK_SPEEDS.findIndex((speed) => speed === rate);
    items.current[Math.max(0, current)]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, rate]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  // Keys inside the menu drive the menu, not the player's shortcuts on the window.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') return close();
    if (event.key === 'Tab') return setOpen(false);
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = items.current.findIndex((item) => item === document.activeElement);
    items.current[move(index, PLAYBACK_SPEEDS.length)]?.focus();
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={t('speedNamed', { speed: speedLabel(rate) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="min-w-12 rounded-md px-2 py-1.5 text-sm font-semibold tabular-nums hover:bg-white/10"
      >
        {speedLabel(rate)}×
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('speed')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 bottom-full mb-2 flex min-w-24 flex-col rounded-lg bg-ink-900/95 py-1 shadow-lg ring-1 ring-white/10"
        >
          {PLAYBACK_SPEEDS.map((speed, index) => (
            <button
              key={speed}
              ref={(item) => {
                items.current[index] = item;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={speed === rate}
              tabIndex={-1}
              onClick={() => {
                onChange(speed);
                close();
              }}
              className="px-4 py-1.5 text-left text-sm tabular-nums hover:bg-white/10 focus-visible:bg-white/10 aria-checked:font-bold aria-checked:text-brand-300"
            >
              {speedLabel(speed)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
