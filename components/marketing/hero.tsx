import Link from 'next/link';
import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';
import { primaryButtonLook } from './styles';

/** The first screen: text only, so the largest paint is the headline and nothing waits on an image. */
export function Hero({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'site');
  const m = getTranslator(locale, 'marketing');
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative scroll-mt-20 overflow-hidden bg-[radial-gradient(ellipse_at_top_left,rgba(16,185,129,0.25),transparent_60%)] px-6 pt-36 pb-20 text-center"
    >
      <p className="text-sm font-semibold tracking-[0.3em] text-brand-300 uppercase">{site.name}</p>
      <h1
        id="home-title"
        className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl"
      >
        {t('hero.headline')}
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">{t('hero.intro')}</p>
      {/* Not prefetched: /home redirects a visitor to /login, two requests for a click that may not come. */}
      <Link
        href="/home"
        prefetch={false}
        className={`${primaryButtonLook} mt-8 px-8 py-3 text-base`}
      >
        {m('login')}
      </Link>
      <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-4">
        {site.stats.map((stat) => (
          <div
            key={stat.key}
            className="flex flex-col rounded-2xl border border-white/10 bg-ink-900/60 p-4"
          >
            <dt className="text-sm text-slate-300">{t(`stats.${stat.key}`)}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-300 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
