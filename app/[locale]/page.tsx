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
import { getTranslator, localeOfParams, localizedPath } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = getTranslator(locale, 'marketing');
  return pageMetadata({
    title: t('meta.landingTitle', { name: site.name }),
    absoluteTitle: true,
    description: getTranslator(locale, 'site')('description'),
    path: '/',
    locale,
  });
}

const LINKS = [
  { href: '#home', key: 'home' },
  { href: '#why', key: 'why' },
  { href: '#member_testimonial', key: 'testimonial' },
  { href: '/contact-us', key: 'contactUs' },
] as const;

export default async function LandingPage({ params }: PageProps<'/[locale]'>) {
  const locale = await localeOfParams(params);
  const paymentLinkUrl = getPaymentLinkUrl();
  const t = getTranslator(locale, 'marketing');
  const newTabText = getTranslator(locale, 'common')('opensInNewTab');
  const links = LINKS.map(({ href, key }) => ({
    href: href.startsWith('/') ? localizedPath(locale, href) : href,
    label: t(`nav.${key}`),
  }));
  return (
    <>
      <TopBar
        navLabel={t('nav.primary')}
        menuLabel={t('nav.menu')}
        homeHref={localizedPath(locale, '/')}
        links={links}
        ctaLabel={t('subscribeNow')}
        ctaHref={paymentLinkUrl}
        newTabText={newTabText}
      />
      <main id="main">
        <Hero locale={locale} />
        <WhyUs locale={locale} />
        <Benefits locale={locale} />
        <Timeline locale={locale} />
        <MemberTestimonial locale={locale} videos={site.testimonials.landingVideos} />
        <Community locale={locale} paymentLinkUrl={paymentLinkUrl} />
        <FloatingCta
          motion="spin"
          label={t('subscribeNow')}
          href={paymentLinkUrl}
          newTabText={newTabText}
        />
      </main>
      <SiteFooter locale={locale} path="/" />
    </>
  );
}
