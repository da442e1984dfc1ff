import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import {
  INVALID_UNSUBSCRIBE_LINK,
  MAIL_TOPIC_NAMES,
  readUnsubscribeLink,
  UNSUBSCRIBE_PATH,
} from '@/lib/mail';
import { site } from '@/lib/site';
import { NothingChanged } from './nothing-changed';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

/**
 * Where an e-mail's unsubscribe link leads a person: a button that POSTs (a GET, which
 * mail scanners make, changes nothing), then the confirmation.
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
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-6 p-6">
      <p className="text-lg font-bold tracking-tight text-brand-300">{site.name}</p>
      {!link ? (
        <>
          <h1 className="text-2xl font-bold">Link not valid</h1>
          <p className="text-slate-300">{INVALID_UNSUBSCRIBE_LINK}</p>
        </>
      ) : params.done === 'none' ? (
        <NothingChanged address={link.address} />
      ) : done ? (
        <>
          <h1 className="text-2xl font-bold">You are unsubscribed</h1>
          <p role="status" className="text-slate-300">
            We will no longer send {MAIL_TOPIC_NAMES[link.topic]} to{' '}
            <span className="break-all">{link.address}</span>. Other e-mails are not affected.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">Unsubscribe from {MAIL_TOPIC_NAMES[link.topic]}?</h1>
          <p className="text-slate-300">
            We will stop sending {MAIL_TOPIC_NAMES[link.topic]} to{' '}
            <span className="break-all">{link.address}</span>. Other e-mails are not affected.
          </p>
          <form method="post" action={`${UNSUBSCRIBE_PATH}?${query}`}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <input type="hidden" name="from" value="page" />
            <button type="submit" className={buttonClass({ variant: 'primary' })}>
              Unsubscribe
            </button>
          </form>
        </>
      )}
      <p className="text-sm text-slate-400">
        Members choose every kind of e-mail under{' '}
        <Link href="/home/settings" className="underline">
          Settings
        </Link>
        .
      </p>
    </main>
  );
}
