import Image from 'next/image';
import { site } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';

export function WhyUs() {
  const { whyUs } = site;
  return (
    <section id="why" aria-labelledby="why-title" className={sectionClass}>
      <h2 id="why-title" className={sectionTitle}>
        {whyUs.title}
      </h2>
      <p className="mt-4 max-w-2xl text-slate-300">{whyUs.text}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-3">
        {whyUs.pictures.map((picture) => (
          <li key={picture.src} className="overflow-hidden rounded-2xl border border-white/10">
            <Image
              src={picture.src}
              alt={picture.alt}
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
