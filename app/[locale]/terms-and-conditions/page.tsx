import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { localeOfParams } from '@/lib/i18n';
import { terms } from '@/lib/legal';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms-and-conditions'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  return pageMetadata({
    title: 'Terms of Service',
    description: `The terms that govern the ${site.name} website, membership and classes.`,
    path: '/terms-and-conditions',
    locale,
  });
}

export default async function TermsPage({ params }: PageProps<'/[locale]/terms-and-conditions'>) {
  const locale = await localeOfParams(params);
  return <LegalPage document={terms} locale={locale} path="/terms-and-conditions" />;
}
