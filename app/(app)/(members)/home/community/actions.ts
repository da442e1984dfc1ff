'use server';

import { z } from 'zod';
import { getCurrentSession, getRequestLocale } from '@/lib/auth';
import {
  acceptAnswer,
  allowPost,
  answerInput,
  answerQuestion,
  answerView,
  askInput,
  askQuestion,
  canSeeClass,
  classQuestionsPage,
  communityMessage,
  deletePost,
  editAnswerInput,
  editPost,
  editQuestionInput,
  firstIssue,
  listInput,
  postRef,
  questionView,
  queueAnswerMail,
  renderPost,
  reportInput,
  reportPost,
  threadRef,
  toggleMeToo,
  viewerOf,
  type AnswerView,
  type ClassQuestionsPage,
  type CommunityProblem,
  type CommunityResult,
  type CommunityWrite,
  type QuestionView,
  type Viewer,
} from '@/lib/community';
import { getServerEnv } from '@/lib/env';
import { parseCursor } from '@/lib/firebase';
import { loadMemberCourses } from '@/lib/grants';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import { RateLimiter } from '@/lib/rate-limit';

/** Every action, posts or not: far above anyone clicking by hand. */
const actions = new RateLimiter({ limit: 60, windowMs: 60_000 }, { name: 'community-actions' });

async function refuse(problem: CommunityProblem): Promise<{ ok: false; error: string }> {
  const t = getTranslator(await getRequestLocale(), 'community');
  return { ok: false, error: communityMessage((key, values) => t(key, values), problem) };
}

/**
 * The member of this request as a viewer: their courses read again on every call (a server
 * action is a public endpoint), so access lost a moment ago is access lost here.
 */
async function viewer(post: boolean): Promise<Viewer | { error: CommunityProblem }> {
  const session = await getCurrentSession();
  if (!session) return { error: { error: 'notSignedIn' } };
  const { email } = session.member;
  // Its own words: it counts me too, reports and lists, not only posts (the hourly cap).
  if (!(await actions.allow(email))) return { error: { error: 'tooManyRequests' } };
  if (post && !(await allowPost(email))) return { error: { error: 'tooMany' } };
  const courses = await loadMemberCourses(session.record, Date.now(), await getRequestLocale());
  return viewerOf(email, session.operator, courses);
}

function told<T>(written: CommunityWrite<unknown>): Promise<CommunityResult<T>> {
  if (written.ok) throw new Error('not a refusal');
  const reason = {
    'not-found': 'notFound',
    'not-yours': 'notYours',
    muted: 'muted',
    'not-your-class': 'notYourClass',
    hidden: 'hidden',
  } as const;
  return refuse({ error: reason[written.reason] });
}

/** Parses, finds the viewer, runs; any failure is logged and told as "failed". */
async function run<I, T>(
  name: string,
  schema: z.ZodType<I>,
  input: unknown,
  post: boolean,
  act: (who: Viewer, data: I) => Promise<CommunityResult<T>>,
): Promise<CommunityResult<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return refuse(firstIssue(parsed.error));
  try {
    const who = await viewer(post);
    if ('error' in who) return refuse(who.error);
    return await act(who, parsed.data);
  } catch (error) {
    log('error', 'community action failed', { action: name, error });
    return refuse({ error: 'failed' });
  }
}

/** A page of a class's questions (the most asked, or newest after a cursor) for the section. */
export async function listQuestionsAction(
  input: unknown,
): Promise<CommunityResult<ClassQuestionsPage>> {
  return run('list', listInput, input, false, async (who, data) => {
    if (!canSeeClass(who, data.courseId, data.classId)) return refuse({ error: 'notYourClass' });
    const cursor = data.order === 'newest' ? parseCursor(data.after) : null;
    const page = await classQuestionsPage(who, data.courseId, data.classId, data.order, cursor);
    return { ok: true, data: page };
  });
}

export async function askAction(input: unknown): Promise<CommunityResult<QuestionView>> {
  return run('ask', askInput, input, true, async (who, data) => {
    const written = await askQuestion(who, data);
    if (!written.ok) return told(written);
    const view = questionView({ ...written.value, answers: [], meTooByMe: false }, who.email);
    return { ok: true, data: view };
  });
}

export async function answerAction(input: unknown): Promise<CommunityResult<AnswerView>> {
  return run('answer', answerInput, input, true, async (who, data) => {
    const written = await answerQuestion(who, data.threadId, data.body);
    if (!written.ok) return told(written);
    // The asker's e-mail, once per question; a failure to queue it does not undo the answer.
    await queueAnswerMail(
      written.value.thread,
      written.value.answer,
      getServerEnv().SITE_URL,
    ).catch((error: unknown) => log('error', 'could not queue the answer e-mail', { error }));
    return { ok: true, data: answerView(written.value.answer, who.email) };
  });
}

export async function editPostAction(
  input: unknown,
): Promise<CommunityResult<{ html: string; body: string; editedAt: number }>> {
  const target = postRef.safeParse(input);
  const answerId = target.success ? target.data.answerId : null;
  const schema = answerId ? editAnswerInput : editQuestionInput;
  return run('edit', schema, input, false, async (who, data) => {
    const written = await editPost(who, { threadId: data.threadId, answerId }, data.body);
    if (!written.ok) return told(written);
    return { ok: true, data: { ...written.value, html: renderPost(written.value.body) } };
  });
}

export async function deletePostAction(input: unknown): Promise<CommunityResult<null>> {
  return run('delete', postRef, input, false, async (who, ref) => {
    const written = await deletePost(who, ref);
    return written.ok ? { ok: true, data: null } : told(written);
  });
}

export async function meTooAction(
  input: unknown,
): Promise<CommunityResult<{ meToo: number; mine: boolean }>> {
  return run('me-too', threadRef, input, false, async (who, { threadId }) => {
    const written = await toggleMeToo(who, threadId);
    return written.ok ? { ok: true, data: written.value } : told(written);
  });
}

export async function acceptAction(input: unknown): Promise<CommunityResult<null>> {
  return run('accept', postRef, input, false, async (who, ref) => {
    const written = await acceptAnswer(who, ref.threadId, ref.answerId);
    return written.ok ? { ok: true, data: null } : told(written);
  });
}

export async function reportAction(input: unknown): Promise<CommunityResult<null>> {
  return run('report', reportInput, input, false, async (who, { reason, ...ref }) => {
    const written = await reportPost(who, ref, reason);
    return written.ok ? { ok: true, data: null } : told(written);
  });
}
