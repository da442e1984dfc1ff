import type { Metadata } from 'next';
import { FloatingCta } from '@/components/marketing/floating-cta';
import { Hero } from '@/components/marketing/hero';
import { MemberTestimonial } from '@/components/marketing/member-testimonial';
import { SiteFooter } from '@/components/marketing/site-footer';
import { Timeline } from '@/components/marketing/timeline';
import { TopBar } from '@/components/marketing/top-bar';
import { WhyUs } from '@/components/marketing/why-us';
import { getPaymentLinkUrl } from '@/lib/env';
import { localeOfParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/marketing'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  return pageMetadata({
    title: 'Join the community',
    description: `Join ${site.name}: weekly coaching, a recorded class library and members who share their results.`,
    path: '/marketing',
    locale,
  });
}

const LINKS = [
  { href: '#home', label: 'Home' },
  { href: '#why', label: 'Why' },
  { href: '#member_testimonial', label: 'Testimonial' },
] as const;

/** The campaign variant: no benefit or community section, its own videos, a pulsing call to action. */
export default async function MarketingPage({ params }: PageProps<'/[locale]/marketing'>) {
  const locale = await localeOfParams(params);
  const paymentLinkUrl = getPaymentLinkUrl();
  return (
    <>
      <TopBar links={LINKS} ctaLabel="Join Us" ctaHref={paymentLinkUrl} />
      <main id="main">
        <Hero />
        <WhyUs />
        <Timeline />
        <MemberTestimonial videos={site.testimonials.marketingVideos} />
        <FloatingCta motion="pulse" label="Join Us" href={paymentLinkUrl} />
      </main>
      <SiteFooter locale={locale} path="/marketing" />
    </>
  );
}
