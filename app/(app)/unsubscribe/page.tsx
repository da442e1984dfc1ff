import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { getRequestLocale } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { readUnsubscribeLink, UNSUBSCRIBE_PATH } from '@/lib/mail';
import { site } from '@/lib/site';
import { NothingChanged } from './nothing-changed';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'unsubscribe');
  return { title: t('title'), robots: { index: false } };
}

/** An address may be long and unbroken: it wraps anywhere. */
const email = (chunks: React.ReactNode) => <span className="break-all">{chunks}</span>;

/**
 * Where an e-mail's unsubscribe link leads a person: a button that POSTs (a GET, which
 * mail scanners make, changes nothing), then the confirmation. In the language of the
 * request (the member's choice when signed in, else the browser's).
 */
export default async function UnsubscribePage({ searchParams }: PageProps<'/unsubscribe'>) {
  const params = await searchParams;
  const query = new URLSearchParams();
  for (const name of ['a', 't', 's']) {
    const value = params[name];
    if (typeof value === 'string') query.set(name, value);
  }
  const link = readUnsubscribeLink(query);
  const done = params.done === '1';
  const t = getTranslator(await getRequestLocale(), 'unsubscribe');
  const topic = link ? t(`topics.${link.topic}`) : '';
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 p-6">
      <p className="text-lg font-bold tracking-tight text-brand-300">{site.name}</p>
      {!link ? (
        <>
          <h1 className="text-2xl font-bold">{t('invalidTitle')}</h1>
          <p className="text-slate-300">{t('invalid')}</p>
        </>
      ) : params.done === 'none' ? (
        <NothingChanged address={link.address} />
      ) : done ? (
        <>
          <h1 className="text-2xl font-bold">{t('doneTitle')}</h1>
          <p role="status" className="text-slate-300">
            {t.rich('done', { topic, address: link.address, email })}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">{t('askTitle', { topic })}</h1>
          <p className="text-slate-300">{t.rich('ask', { topic, address: link.address, email })}</p>
          {params.done === 'failed' && (
            <p role="alert" className="text-red-300">
              {t('failed')}
            </p>
          )}
          <form method="post" action={`${UNSUBSCRIBE_PATH}?${query}`}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <input type="hidden" name="from" value="page" />
            <button type="submit" className={buttonClass({ variant: 'primary' })}>
              {t('button')}
            </button>
          </form>
        </>
      )}
      <p className="text-sm text-slate-400">
        {t.rich('settings', {
          settings: (chunks) => (
            <Link href="/home/settings" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </main>
  );
}
