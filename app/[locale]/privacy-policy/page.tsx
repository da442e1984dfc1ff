import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { getTranslator, localeOfParams } from '@/lib/i18n';
import { legalDocument } from '@/lib/legal';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = getTranslator(locale, 'marketing');
  return pageMetadata({
    title: t('meta.privacyTitle'),
    description: t('meta.privacyDescription', { name: site.name }),
    path: '/privacy-policy',
    locale,
  });
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await localeOfParams(params);
  return (
    <LegalPage document={legalDocument('privacy', locale)} locale={locale} path="/privacy-policy" />
  );
}
