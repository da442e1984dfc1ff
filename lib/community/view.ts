import 'server-only';
import { renderMarkdown } from '../announcements';
import type { Course } from '../content';
import type { Cursor } from '../firebase';
import { log } from '../log';
import type { Answer, AnswerView, QuestionView, ThreadOrder } from './rules';
import { fetchClassFirstPage, fetchClassThreads, viewerOf, type Viewer } from './store';
import type { ClassPageThread, MeTooMarks } from './summary';

/** A post's Markdown as safe HTML: the announcements' renderer (no raw HTML, http(s)/mailto links). */
export const renderPost = (body: string) => renderMarkdown(body);

/** What a member's browser may have of an answer: the author's name, never their address. */
export function answerView(answer: Answer, email: string): AnswerView {
  const mine = answer.authorEmail === email;
  return {
    id: answer.id,
    authorName: answer.authorName,
    coach: answer.coach,
    mine,
    body: mine ? answer.body : null,
    html: renderPost(answer.body),
    createdAt: answer.createdAt,
    editedAt: answer.editedAt,
  };
}

export function questionView(thread: ClassPageThread, email: string): QuestionView {
  const mine = thread.authorEmail === email;
  return {
    id: thread.id,
    courseId: thread.courseId,
    classId: thread.classId,
    authorName: thread.authorName,
    mine,
    body: mine ? thread.body : null,
    html: renderPost(thread.body),
    seconds: thread.seconds,
    createdAt: thread.createdAt,
    editedAt: thread.editedAt,
    answerCount: thread.answerCount,
    meToo: thread.meToo,
    meTooByMe: thread.meTooByMe,
    acceptedAnswerId: thread.acceptedAnswerId,
    answers: thread.answers.map((answer) => answerView(answer, email)),
  };
}

/** A page of the class section as the viewer's browser may have it. */
export type ClassQuestionsPage = { questions: QuestionView[]; next: string | null };

/** One page of a class's questions (fetchClassThreads) as the viewer's browser may have it. */
export async function classQuestionsPage(
  viewer: Viewer,
  courseId: string,
  classId: string,
  order: ThreadOrder,
  cursor: Cursor | null,
): Promise<ClassQuestionsPage> {
  const page = await fetchClassThreads(viewer, courseId, classId, order, cursor);
  return {
    questions: page.threads.map((thread) => questionView(thread, viewer.email)),
    next: page.next,
  };
}

/**
 * The class section's first page, newest first (the most asked and later pages come when
 * the member asks, through the list action): the class summary, one read, with the viewer's
 * "me too" from the record the session already has (fetchClassFirstPage); null (and logged)
 * when Firestore cannot say.
 */
export async function classQuestionsOrNull(
  session: { member: { email: string }; operator: boolean; record: { meToo: MeTooMarks } },
  courses: readonly Course[],
  courseId: string,
  classId: string,
): Promise<ClassQuestionsPage | null> {
  const viewer = viewerOf(session.member.email, session.operator, courses);
  try {
    const page = await fetchClassFirstPage(viewer, session.record.meToo, courseId, classId);
    return {
      questions: page.threads.map((thread) => questionView(thread, viewer.email)),
      next: page.next,
    };
  } catch (error) {
    log('error', 'could not read the questions', { route: '/home', error });
    return null;
  }
}
