import { site } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';

export function Benefits() {
  return (
    <section id="benefit" aria-labelledby="benefit-title" className={sectionClass}>
      <h2 id="benefit-title" className={sectionTitle}>
        Community Benefit
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {site.benefits.map((benefit) => (
          <li key={benefit.number} className="rounded-2xl border border-white/10 bg-ink-900 p-6">
            <p aria-hidden="true" className="text-3xl font-extrabold text-brand-300">
              {benefit.number}
            </p>
            <h3 className="mt-3 text-lg font-semibold">
              <span className="sr-only">{benefit.number} </span>
              {benefit.title}
            </h3>
            <p className="mt-2 text-sm text-slate-300">{benefit.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
