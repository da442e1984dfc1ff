import type { Metadata } from 'next';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { getPaymentLinkUrl } from '@/lib/env';
import { getTranslator, localeOfParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/marketing'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = getTranslator(locale, 'marketing');
  return pageMetadata({
    title: t('meta.marketingTitle'),
    description: t('meta.marketingDescription', { name: site.name }),
    path: '/marketing',
    locale,
  });
}

/** The campaign variant of the landing page (components/marketing/marketing-page.tsx). */
export default async function CampaignPage({ params }: PageProps<'/[locale]/marketing'>) {
  return (
    <MarketingPage
      locale={await localeOfParams(params)}
      variant="campaign"
      paymentLinkUrl={getPaymentLinkUrl()}
    />
  );
}
