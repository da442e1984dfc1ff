import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import type { Video, VideoId } from '@/lib/site';
import { carouselWords } from './carousel-labels';
import { LazyTestimonialCarousel } from './lazy-testimonial-carousel';
import { sectionClass, sectionTitle } from './styles';

/** The carousel gets its videos, titles and labels in the page's language already. */
export function MemberTestimonial({
  locale,
  videos,
}: {
  locale: Locale;
  videos: readonly VideoId[];
}) {
  const t = getTranslator(locale, 'site');
  const titled: Video[] = videos.map((id) => ({ id, title: t(`videos.${id}`) }));
  return (
    <section
      id="member_testimonial"
      aria-labelledby="member-testimonial-title"
      className={sectionClass}
    >
      <h2 id="member-testimonial-title" className={sectionTitle}>
        {t('testimonialsTitle')}
      </h2>
      <div className="mt-10">
        <LazyTestimonialCarousel {...carouselWords(locale, titled)} />
      </div>
    </section>
  );
}
