import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { localeOfParams } from '@/lib/i18n';
import { privacy } from '@/lib/legal';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  return pageMetadata({
    title: 'Privacy Policy',
    description: `How ${site.name} collects, uses and protects your personal data.`,
    path: '/privacy-policy',
    locale,
  });
}

export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await localeOfParams(params);
  return <LegalPage document={privacy} locale={locale} path="/privacy-policy" />;
}
