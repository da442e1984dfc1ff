import { site, type Video } from '@/lib/site';
import { sectionClass, sectionTitle } from './styles';
import dynamic from 'next/dynamic';

// Below the fold: swiper's code loads after the first paint instead of with the page.
const TestimonialCarousel = dynamic(() =>
  import('./testimonial-carousel').then((m) => m.TestimonialCarousel),
);

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
        <TestimonialCarousel videos={videos} />
      </div>
    </section>
  );
}
