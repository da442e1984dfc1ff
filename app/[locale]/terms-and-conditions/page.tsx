import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { getTranslator, localeOfParams } from '@/lib/i18n';
import { legalDocument } from '@/lib/legal';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = getTranslator(locale, 'marketing');
  return pageMetadata({
    title: t('meta.termsTitle'),
    description: t('meta.termsDescription', { name: site.name }),
    path: '/terms-and-conditions',
    locale,
  });
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  const locale = await localeOfParams(params);
  return (
    <LegalPage
      document={legalDocument('terms', locale)}
      locale={locale}
      path="/terms-and-conditions"
    />
  );
}
