import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { site } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';

export function Timeline({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'site');
  const m = getTranslator(locale, 'marketing');
  return (
    <section id="timeline" aria-labelledby="timeline-title" className={sectionClass}>
      <h2 id="timeline-title" className={sectionTitle}>
        {m('timelineTitle')}
      </h2>
      <p className="mt-4 max-w-2xl text-slate-300">
        {m('timelineIntro', { founder: t('founder') })}
      </p>
      <ol className="mt-10 space-y-8 border-l border-brand-700 pl-8">
        {site.timeline.map((entry) => (
          <li key={entry.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.4rem] size-3 rounded-full bg-brand-400"
            />
            <p className="text-2xl font-extrabold text-brand-300">{entry.year}</p>
            <h3 className="mt-1 text-lg font-semibold">{t(`timeline.${entry.key}.title`)}</h3>
            <p className="mt-1 max-w-2xl text-slate-300">{t(`timeline.${entry.key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
