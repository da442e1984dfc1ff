import { PageActionAnswer } from '@/components/admin/action-answer';
import { ConsoleForm } from '@/components/admin/console-action-button';
import { formatTime, operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import {
  fetchOpenReports,
  fetchThreadAsOperator,
  fetchUnanswered,
  renderPost,
  threadHref,
  type Report,
  type Thread,
} from '@/lib/community';
import { deletePost, dismissReport, hidePost, muteAuthor } from './actions';

export const generateMetadata = () => operatorMetadata('Community');

const REASONS = {
  spam: 'Spam',
  abuse: 'Abuse',
  signal: 'Trade call or signal',
  other: 'Other',
} as const;

type Post = {
  threadId: string;
  answerId: string | null;
  authorEmail: string;
  body: string;
  hidden: boolean;
  createdAt: number;
};

/** The post a report names, as the console sees it (hidden or not); null when it is gone. */
async function reportedPost(report: Report): Promise<Post | null> {
  const thread = await fetchThreadAsOperator(report.threadId);
  if (!thread) return null;
  const post = report.answerId
    ? thread.answers.find((answer) => answer.id === report.answerId)
    : thread;
  return post ? { threadId: thread.id, answerId: report.answerId, ...pick(post) } : null;
}

const pick = (post: Pick<Thread, 'authorEmail' | 'body' | 'hidden' | 'createdAt'>) => ({
  authorEmail: post.authorEmail,
  body: post.body,
  hidden: post.hidden,
  createdAt: post.createdAt,
});

function PostTools({ post }: { post: Post }) {
  const fields = (
    <>
      <input type="hidden" name="threadId" value={post.threadId} />
      <input type="hidden" name="answerId" value={post.answerId ?? ''} />
    </>
  );
  return (
    <div className="flex flex-wrap items-start gap-2">
      <ConsoleForm submit={post.hidden ? 'Restore' : 'Hide'} action={hidePost}>
        {fields}
        <input type="hidden" name="hidden" value={post.hidden ? 'false' : 'true'} />
      </ConsoleForm>
      <ConsoleForm submit="Delete" action={deletePost}>
        {fields}
      </ConsoleForm>
      <ConsoleForm submit="Mute" action={muteAuthor} className="flex items-center gap-1">
        <input type="hidden" name="email" value={post.authorEmail} />
        <label className="text-sm">
          Mute for{' '}
          <input
            name="days"
            type="number"
            min={1}
            max={365}
            defaultValue={7}
            className="w-16 rounded border border-ink-700 bg-ink-900 px-1"
          />{' '}
          days
        </label>
      </ConsoleForm>
    </div>
  );
}

function PostCard({ post, children }: { post: Post; children?: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-ink-700 bg-ink-900 p-4">
      <p className="text-sm text-slate-400">
        {post.authorEmail} · {formatTime(post.createdAt)}
        {post.answerId ? ' · answer' : ' · question'}
        {post.hidden ? ' · hidden' : ''}
      </p>
      <div
        className="prose prose-sm prose-invert max-w-none break-words"
        dangerouslySetInnerHTML={{ __html: renderPost(post.body) }}
      />
      {children}
      <PostTools post={post} />
    </li>
  );
}

/**
 * The Traders Hub's moderation: open reports with the post each names, and questions no
 * one answered yet. Hide / Restore, Delete and Mute go through the console's guard and are
 * written with their audit entry; each one's answer (or why it was refused) is announced
 * above the lists, where it stays when the post or report it was about leaves them.
 */
export default async function CommunityConsolePage() {
  await requireOperator();
  const [reports, unanswered] = await Promise.all([fetchOpenReports(), fetchUnanswered()]);
  const posts = await Promise.all(reports.map(reportedPost));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Community</h1>
      <PageActionAnswer>
        <section className="flex flex-col gap-3" aria-labelledby="reported">
          <h2 id="reported" className="text-xl font-semibold">
            Reported posts
          </h2>
          {reports.length === 0 ? (
            <p className="text-slate-300">No open reports.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {reports.map((report, i) => {
                const post = posts[i];
                const dismiss = (
                  <ConsoleForm submit="Close report" action={dismissReport}>
                    <input type="hidden" name="reportId" value={report.id} />
                  </ConsoleForm>
                );
                return post ? (
                  <PostCard key={report.id} post={post}>
                    <p className="text-sm">
                      Reported as {REASONS[report.reason]} by {report.by},{' '}
                      {formatTime(report.createdAt)}
                    </p>
                    {dismiss}
                  </PostCard>
                ) : (
                  <li key={report.id} className="flex items-center gap-2 text-sm text-slate-400">
                    The reported post is gone. {dismiss}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section className="flex flex-col gap-3" aria-labelledby="unanswered">
          <h2 id="unanswered" className="text-xl font-semibold">
            Unanswered questions
          </h2>
          {unanswered.length === 0 ? (
            <p className="text-slate-300">Every question has an answer.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {unanswered.map((thread) => (
                <PostCard
                  key={thread.id}
                  post={{ threadId: thread.id, answerId: null, ...pick(thread) }}
                >
                  <a href={threadHref(thread)} className="text-sm underline">
                    Answer on the class page
                  </a>
                </PostCard>
              ))}
            </ul>
          )}
        </section>
      </PageActionAnswer>
    </div>
  );
}
