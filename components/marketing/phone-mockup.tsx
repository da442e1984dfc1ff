import Image from 'next/image';
import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';

type PhoneMockupProps = { locale: Locale; label: string; screens: string[] };

/**
 * A phone frame whose screen scrolls through screenshots. The scroller is focusable so
 * keyboard users can scroll it; every image is lazy, so only the first ones load. Fixed
 * width and no `sizes`: a 1x/2x srcset, which keeps 56 images from bloating the HTML.
 */
export function PhoneMockup({ locale, label, screens }: PhoneMockupProps) {
  const t = getTranslator(locale, 'marketing');
  const count = screens.length;
  const { width, height } = site.community.screen;
  return (
    <figure className="mx-auto w-fit">
      <div className="rounded-[2.5rem] border-4 border-ink-700 bg-ink-950 p-3 shadow-2xl">
        <div
          role="region"
          aria-label={t('phone.region', { label, count })}
          tabIndex={0}
          className="overflow-y-auto overscroll-contain rounded-[1.75rem]"
          style={{ width, height }}
        >
          {screens.map((src, index) => (
            <Image
              key={src}
              src={src}
              alt={t('phone.screenshot', { label, index: index + 1, count })}
              width={width}
              height={height}
              className="block"
            />
          ))}
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-slate-300">{label}</figcaption>
    </figure>
  );
}
