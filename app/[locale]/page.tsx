import type { Metadata } from 'next';
import { Benefits } from '@/components/marketing/benefits';
import { Community } from '@/components/marketing/community';
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

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  return pageMetadata({
    title: `${site.name}: learn and enhance trading skills`,
    absoluteTitle: true,
    description: site.description,
    path: '/',
    locale,
  });
}

const LINKS = [
  { href: '#home', label: 'Home' },
  { href: '#why', label: 'Why' },
  { href: '#member_testimonial', label: 'Testimonial' },
  { href: '/contact-us', label: 'Contact Us' },
] as const;

export default async function LandingPage({ params }: PageProps<'/[locale]'>) {
  const locale = await localeOfParams(params);
  const paymentLinkUrl = getPaymentLinkUrl();
  return (
    <>
      <TopBar links={LINKS} ctaLabel="Subscribe Now" ctaHref={paymentLinkUrl} />
      <main id="main">
        <Hero />
        <WhyUs />
        <Benefits />
        <Timeline />
        <MemberTestimonial videos={site.testimonials.landingVideos} />
        <Community paymentLinkUrl={paymentLinkUrl} />
        <FloatingCta motion="spin" label="Subscribe Now" href={paymentLinkUrl} />
      </main>
      <SiteFooter locale={locale} path="/" />
    </>
  );
}
