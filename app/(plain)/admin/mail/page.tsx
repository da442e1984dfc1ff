import { PageActionAnswer } from '@/components/admin/action-answer';
import { ConsoleActionButton } from '@/components/admin/console-action-button';
import { formatTime, operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { fetchMailProblems, MAX_ATTEMPTS } from '@/lib/mail';
import { retryMailNow } from './actions';

export const generateMetadata = () => operatorMetadata('Mail');

const STATUS_TEXT = { failed: 'Failed', waiting: 'Waiting to retry' } as const;

/**
 * E-mail that has not gone out: failed past the last attempt, or waiting for the next
 * one. Bodies and links (which hold signed unsubscribe links) are never shown.
 */
export default async function MailPage() {
  await requireOperator();
  const { problems, more } = await fetchMailProblems();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Mail</h1>
      <p className="text-slate-300">
        E-mails that could not be sent are retried automatically, {MAX_ATTEMPTS} attempts in all
        over about an hour. Those still failing after that are listed here with Retry.
      </p>
      {/* A retried mail that goes out leaves the list; its "Sent" stays above it. */}
      <PageActionAnswer>
        {problems.length === 0 ? (
          <p className="text-slate-300">Every e-mail has been sent.</p>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="E-mails not sent yet, failed first">
            {problems.map((mail) => (
              <li key={mail.docId} className="rounded-2xl border border-ink-700 bg-ink-900 p-4">
                <article aria-label={mail.subject} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="font-semibold break-words">{mail.subject}</h2>
                    <span
                      className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${
                        mail.status === 'failed'
                          ? 'border-red-700 text-red-300'
                          : 'border-amber-600 text-amber-300'
                      }`}
                    >
                      {STATUS_TEXT[mail.status]}
                    </span>
                  </div>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-400">To</dt>
                    <dd className="break-all">{mail.to}</dd>
                    <dt className="text-slate-400">Queued</dt>
                    <dd>{formatTime(mail.createdAt)}</dd>
                    <dt className="text-slate-400">Attempts</dt>
                    <dd>
                      {mail.attempts} of {MAX_ATTEMPTS}
                    </dd>
                    {mail.nextAttemptAt !== null && (
                      <>
                        <dt className="text-slate-400">Next attempt</dt>
                        <dd>{formatTime(mail.nextAttemptAt)}</dd>
                      </>
                    )}
                    <dt className="text-slate-400">Last error</dt>
                    <dd className="break-words">{mail.lastError ?? '–'}</dd>
                  </dl>
                  <ConsoleActionButton
                    label="Retry"
                    name={`Retry sending “${mail.subject}”`}
                    action={retryMailNow.bind(null, mail.docId)}
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
        {more && (
          <p className="text-slate-300">
            {problems.length} shown; more e-mails have not gone out and are not listed here (the
            oldest are left out; they appear as those above are sent).
          </p>
        )}
      </PageActionAnswer>
    </div>
  );
}
