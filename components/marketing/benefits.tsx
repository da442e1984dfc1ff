import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';

export function Benefits({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'site');
  const m = getTranslator(locale, 'marketing');
  return (
    <section id="benefit" aria-labelledby="benefit-title" className={sectionClass}>
      <h2 id="benefit-title" className={sectionTitle}>
        {m('benefitsTitle')}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {site.benefits.map((benefit) => (
          <li key={benefit.number} className="rounded-2xl border border-white/10 bg-ink-900 p-6">
            <p aria-hidden="true" className="text-3xl font-extrabold text-brand-300">
              {benefit.number}
            </p>
            <h3 className="mt-3 text-lg font-semibold">
              <span className="sr-only">{benefit.number} </span>
              {t(`benefits.${benefit.key}.title`)}
            </h3>
            <p className="mt-2 text-sm text-slate-300">{t(`benefits.${benefit.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
