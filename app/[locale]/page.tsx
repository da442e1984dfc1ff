import type { Metadata } from 'next';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { getPaymentLinkUrl } from '@/lib/env';
import { getTranslator, localeOfParams } from '@/lib/i18n';
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

export default async function LandingPage({ params }: PageProps<'/[locale]'>) {
  return (
    <MarketingPage
      locale={await localeOfParams(params)}
      variant="landing"
      paymentLinkUrl={getPaymentLinkUrl()}
    />
  );
}
