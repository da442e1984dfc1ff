import Image from 'next/image';
import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';

export function WhyUs({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'site');
  return (
    <section id="why" aria-labelledby="why-title" className={sectionClass}>
      <h2 id="why-title" className={sectionTitle}>
        {t('whyUs.title')}
      </h2>
      <p className="mt-4 max-w-2xl text-slate-300">{t('whyUs.text')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {site.whyUs.pictures.map((picture) => (
          <li key={picture.src} className="overflow-hidden rounded-2xl border border-white/10">
            <Image
              src={picture.src}
              alt={t(`whyUs.pictures.${picture.key}`)}
              width={picture.width}
              height={picture.height}
              sizes="(min-width: 640px) 33vw, 100vw"
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
