import type { Metadata, Viewport } from 'next';
import { ClientRoot } from '@/components/i18n/client-root';
import { RootDocument } from '@/components/i18n/root-document';
import { MemberZone } from '@/components/members/member-zone';
import { getRequestLocale, getRequestTimeZone } from '@/lib/auth';
import { getServerEnv } from '@/lib/env';
import { DEFAULT_LOCALE, getTranslator, pickMessages } from '@/lib/i18n';
import { rootMetadata } from '@/lib/seo';
import { geistSans } from '../fonts';
import '../globals.css';

export function generateMetadata(): Metadata {
  return rootMetadata(
    getServerEnv().SITE_URL,
    getTranslator(DEFAULT_LOCALE, 'site')('description'),
  );
}

export const viewport: Viewport = { themeColor: '#05070d' };

/**
 * What the members' header and sidebar read on every page; a page whose client components
 * read more ships those namespaces with them (components/i18n/client-messages.tsx).
 */
const CLIENT_NAMESPACES = ['common', 'membersUi'] as const;

/**
 * The root layout of the pages rendered per request for a member or a visitor signing in
 * (/login, /home…, /unsubscribe): in the member's language (lib/auth getRequestLocale), its
 * client components' times in the zone saved on their record (getRequestTimeZone). None of
 * them is indexed, so they carry no JSON-LD.
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const [locale, timeZone] = await Promise.all([getRequestLocale(), getRequestTimeZone()]);
  return (
    <RootDocument locale={locale} fontClassName={geistSans.variable}>
      <ClientRoot locale={locale} messages={pickMessages(locale, CLIENT_NAMESPACES)}>
        <MemberZone zone={timeZone}>{children}</MemberZone>
      </ClientRoot>
    </RootDocument>
  );
}
