import 'server-only';
import { renderMarkdown } from '../announcements';
import type { Course } from '../content';
import { log } from '../log';
import type { Answer, AnswerView, QuestionView, ThreadOrder, ThreadView } from './rules';
import { countUnseenAnswers, fetchClassThreads, viewerOf } from './store';

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

export function questionView(thread: ThreadView, email: string): QuestionView {
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

/**
 * The class section's questions, newest and most asked first, as the viewer's browser may
 * have them; null (and logged) when Firestore cannot say.
 */
export async function classQuestionsOrNull(
  session: { member: { email: string }; operator: boolean },
  courses: readonly Course[],
  courseId: string,
  classId: string,
): Promise<Record<ThreadOrder, QuestionView[]> | null> {
  const viewer = viewerOf(session.member.email, session.operator, courses);
  try {
    const [newest, mostAsked] = await Promise.all(
      (['newest', 'mostAsked'] as const).map((order) =>
        fetchClassThreads(viewer, courseId, classId, order),
      ),
    );
    const view = (list: ThreadView[]) => list.map((t) => questionView(t, viewer.email));
    return { newest: view(newest!), mostAsked: view(mostAsked!) };
  } catch (error) {
    log('error', 'could not read the questions', { route: '/home', error });
    return null;
  }
}

/** The member's count of answered questions not seen yet, for the header; 0 (logged) on failure. */
export async function getUnseenAnswersOrZero(email: string, route: string): Promise<number> {
  try {
    return await countUnseenAnswers(email);
  } catch (error) {
    log('warn', 'could not count unseen answers', { route, error });
    return 0;
  }
}
