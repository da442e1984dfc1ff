import Link from 'next/link';
import { PageActionAnswer } from '@/components/admin/action-answer';
import { MessageActions } from '@/components/admin/message-actions';
import { buttonClass } from '@/components/ui/button';
import {
  consoleHref,
  formatTime,
  forwardingLabel,
  INBOX_VIEWS,
  inboxViewOf,
  operatorMetadata,
} from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { fetchInboxPage } from '@/lib/contact';
import { parseCursor } from '@/lib/firebase';
import { markHandled, retryForwarding } from './actions';

export const generateMetadata = () => operatorMetadata('Inbox');

const VIEW_LABELS = { open: 'Open', handled: 'Handled', all: 'All' } as const;

export default async function InboxPage({ searchParams }: PageProps<'/admin/inbox'>) {
  await requireOperator();
  const params = await searchParams;
  const view = inboxViewOf(params.view);
  const cursor = parseCursor(typeof params.cursor === 'string' ? params.cursor : null);
  const { messages, next } = await fetchInboxPage(view, cursor);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Inbox</h1>
      <nav aria-label="Messages" className="flex flex-wrap gap-2">
        {INBOX_VIEWS.map((name) => (
          <Link
            key={name}
            href={consoleHref('/admin/inbox', { view: name === 'open' ? null : name })}
            aria-current={name === view ? 'page' : undefined}
            className={`rounded-lg border px-3 py-1.5 text-sm font-semibold ${
              name === view ? 'border-brand-400 text-brand-300' : 'border-ink-700 hover:bg-ink-800'
            }`}
          >
            {VIEW_LABELS[name]}
          </Link>
        ))}
      </nav>
      {/* Mark handled takes a message out of the Open view; its answer stays above the list. */}
      <PageActionAnswer>
        {messages.length === 0 ? (
          <p className="text-slate-300">No messages here.</p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Contact messages, newest first">
            {messages.map((m) => (
              <li
                key={m.id}
                className="rounded-2xl border border-ink-700 bg-ink-900 p-4"
                data-message={m.subject}
              >
                <article aria-label={m.subject} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold break-words">{m.subject}</h2>
                    <time
                      className="text-sm text-slate-400"
                      dateTime={new Date(m.at).toISOString()}
                    >
                      {formatTime(m.at)}
                    </time>
                  </div>
                  <p className="text-sm break-words text-slate-300">
                    {m.fullName} ·{' '}
                    <a className="underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>{' '}
                    · {m.phone}
                  </p>
                  <p className="break-words whitespace-pre-wrap">{m.message}</p>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-400">Forwarding</dt>
                    <dd>{forwardingLabel(m)}</dd>
                    <dt className="text-slate-400">Handled</dt>
                    <dd>{m.handled ? `yes${m.handledBy ? `, by ${m.handledBy}` : ''}` : 'no'}</dd>
                  </dl>
                  <MessageActions
                    id={m.id}
                    handled={m.handled}
                    canRetry={m.forwardStatus !== 'sent'}
                    retry={retryForwarding}
                    mark={markHandled}
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
      </PageActionAnswer>
      {next && (
        <Link
          href={consoleHref('/admin/inbox', { view: view === 'open' ? null : view, cursor: next })}
          className={`${buttonClass()} self-start`}
        >
          Older messages
        </Link>
      )}
    </div>
  );
}
