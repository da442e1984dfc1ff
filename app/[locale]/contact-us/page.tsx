import type { Metadata } from 'next';
import Link from 'next/link';
import { ClientRoot } from '@/components/i18n/client-root';
import { CompanyInfo } from '@/components/marketing/company-info';
import { ContactForm } from '@/components/marketing/contact-form';
import { SiteFooter } from '@/components/marketing/site-footer';
import { primaryButton } from '@/components/marketing/styles';
import { ExternalLink } from '@/components/ui/external-link';
import { getPaymentLinkUrl } from '@/lib/env';
import { getTranslator, localeOfParams, localizedPath, pickMessages } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { site } from '@/lib/site';
import { sendContactMessage } from './actions';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact-us'>): Promise<Metadata> {
  const locale = await localeOfParams(params);
  const t = getTranslator(locale, 'marketing');
  return pageMetadata({
    title: t('meta.contactTitle'),
    description: t('meta.contactDescription', { name: site.name }),
    path: '/contact-us',
    locale,
  });
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contact-us'>) {
  const locale = await localeOfParams(params);
  const t = getTranslator(locale, 'marketing');
  return (
    <>
      <header className="border-b border-white/10 bg-ink-950">
        <nav
          aria-label={t('nav.primary')}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6"
        >
          <Link
            href={localizedPath(locale, '/')}
            className="shrink-0 rounded text-sm font-medium whitespace-nowrap text-slate-300 hover:text-brand-300"
          >
            {t('nav.home')}
          </Link>
          <p className="min-w-0 truncate font-bold tracking-tight">{site.name}</p>
          <ExternalLink
            href={getPaymentLinkUrl()}
            className={`${primaryButton} shrink-0 whitespace-nowrap`}
            newTabText={getTranslator(locale, 'common')('opensInNewTab')}
          >
            {t('subscribeNow')}
          </ExternalLink>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-6 py-16">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('contact.title')}</h1>
        <p className="mt-4 max-w-2xl text-slate-300">{t('contact.intro')}</p>
        <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="contact-form-title" className="relative">
            <h2 id="contact-form-title" className="mb-6 text-2xl font-bold">
              {t('contact.formTitle')}
            </h2>
            {/* The form's own words and its toasts ship with this page only. */}
            <ClientRoot locale={locale} messages={pickMessages(locale, ['contact'])}>
              <ContactForm action={sendContactMessage.bind(null, locale)} />
            </ClientRoot>
          </section>
          <CompanyInfo locale={locale} />
        </div>
      </main>
      <SiteFooter locale={locale} path="/contact-us" />
    </>
  );
}
