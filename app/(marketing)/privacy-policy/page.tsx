import type { Metadata } from 'next';
import { LegalPage } from '@/components/marketing/legal-page';
import { privacy } from '@/lib/legal';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.name} collects, uses and protects your personal data.`,
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacy} />;
}
