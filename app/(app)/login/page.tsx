import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';
import { getRequestLocale } from '@/lib/auth';
import { getFirebaseClientConfig } from '@/lib/env';
import { getTranslator } from '@/lib/i18n';
import { site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'auth');
  return {
    title: t('meta.title'),
    description: t('meta.description', { name: site.name }),
    robots: { index: false },
  };
}

/**
 * Rendered per request, unlike the marketing pages: where passwords are typed, only scripts
 * with the request's nonce may run (lib/security).
 */
export default async function LoginPage() {
  await connection();
  const locale = await getRequestLocale();
  const t = getTranslator(locale, 'auth');
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-12">
      <div className="w-full max-w-md rounded-2xl border border-ink-700 bg-ink-900/70 p-8 shadow-2xl">
        <Link
          href="/"
          className="mb-8 block text-center text-xl font-bold tracking-tight text-brand-300"
        >
          {site.name}
        </Link>
        <h1 className="mb-6 text-2xl font-semibold">{t('heading')}</h1>
        <Suspense>
          <ClientMessages locale={locale} namespaces={['auth']}>
            <LoginForm firebaseConfig={getFirebaseClientConfig()} />
          </ClientMessages>
        </Suspense>
        <LanguageSwitcher current={locale} className="mt-6 flex justify-center" />
      </div>
    </main>
  );
}
