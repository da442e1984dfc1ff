import { site, type Video } from '@/lib/site';
import { LazyTestimonialCarousel } from './lazy-testimonial-carousel';
import { sectionClass, sectionTitle } from './styles';

export function MemberTestimonial({ videos }: { videos: readonly Video[] }) {
  return (
    <section
      id="member_testimonial"
      aria-labelledby="member-testimonial-title"
      className={sectionClass}
    >
      <h2 id="member-testimonial-title" className={sectionTitle}>
        {site.testimonials.title}
      </h2>
      <div className="mt-10">
        <LazyTestimonialCarousel videos={videos} />
      </div>
    </section>
  );
}
