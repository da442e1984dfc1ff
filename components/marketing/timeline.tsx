import { site } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';

export function Timeline() {
  return (
    <section id="timeline" aria-labelledby="timeline-title" className={sectionClass}>
      <h2 id="timeline-title" className={sectionTitle}>
        Timeline
      </h2>
      <p className="mt-4 max-w-2xl text-slate-300">{site.founder}&apos;s trading history.</p>
      <ol className="mt-10 space-y-8 border-l border-brand-700 pl-8">
        {site.timeline.map((entry) => (
          <li key={entry.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.4rem] size-3 rounded-full bg-brand-400"
            />
            <p className="text-2xl font-extrabold text-brand-300">{entry.year}</p>
            <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
            <p className="mt-1 max-w-2xl text-slate-300">{entry.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
