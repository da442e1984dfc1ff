import { getTranslator, localizedPath, type Locale } from '@/lib/i18n';
import { site } from '@/lib/site';
import { Benefits } from './benefits';
import { Community } from './community';
import { FloatingCta } from './floating-cta';
import { Hero } from './hero';
import { MemberTestimonial } from './member-testimonial';
import { SiteFooter } from './site-footer';
import { Timeline } from './timeline';
import { TopBar } from './top-bar';
import { WhyUs } from './why-us';

/**
 * The landing page (`/`) and its campaign variant (`/marketing`): no benefit, community or
 * contact link, its own testimonial videos, a pulsing "Join us" instead of a spinning
 * "Subscribe now".
 */
const VARIANTS = {
  landing: {
    path: '/',
    cta: 'subscribeNow',
    motion: 'spin',
    videos: site.testimonials.landingVideos,
    full: true,
  },
  campaign: {
    path: '/marketing',
    cta: 'joinUs',
    motion: 'pulse',
    videos: site.testimonials.marketingVideos,
    full: false,
  },
} as const;

const LINKS = [
  { href: '#home', key: 'home' },
  { href: '#why', key: 'why' },
  { href: '#member_testimonial', key: 'testimonial' },
] as const;

export function MarketingPage({
  locale,
  variant,
  paymentLinkUrl,
}: {
  locale: Locale;
  variant: keyof typeof VARIANTS;
  paymentLinkUrl: string;
}) {
  const { path, cta, motion, videos, full } = VARIANTS[variant];
  const t = getTranslator(locale, 'marketing');
  const newTabText = getTranslator(locale, 'common')('opensInNewTab');
  const links = [
    ...LINKS.map(({ href, key }) => ({ href, label: t(`nav.${key}`) })),
    ...(full ? [{ href: localizedPath(locale, '/contact-us'), label: t('nav.contactUs') }] : []),
  ];
  return (
    <>
      <TopBar
        navLabel={t('nav.primary')}
        menuLabel={t('nav.menu')}
        homeHref={localizedPath(locale, '/')}
        links={links}
        ctaLabel={t(cta)}
        ctaHref={paymentLinkUrl}
        newTabText={newTabText}
      />
      <main id="main">
        <Hero locale={locale} />
        <WhyUs locale={locale} />
        {full && <Benefits locale={locale} />}
        <Timeline locale={locale} />
        <MemberTestimonial locale={locale} videos={videos} />
        {full && <Community locale={locale} paymentLinkUrl={paymentLinkUrl} />}
        <FloatingCta motion={motion} label={t(cta)} href={paymentLinkUrl} newTabText={newTabText} />
      </main>
      <SiteFooter locale={locale} path={path} />
    </>
  );
}
