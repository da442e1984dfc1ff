import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { terms } from '@/lib/legal';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Terms of Service',
  description: `The terms that govern the ${site.name} website, membership and classes.`,
  path: '/terms-and-conditions',
});

export default function TermsPage() {
  return <LegalPage document={terms} />;
}
