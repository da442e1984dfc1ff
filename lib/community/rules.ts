import type { Course } from '../content/client';
import { isOpenClass } from '../grants/client';

/**
 * The Traders Hub's rules (issue #34): questions under a class and their answers. Pure, so
 * the class page, the hub, the console and the tests decide alike.
 */
export const QUESTION_MAX_CHARS = 2000;
export const ANSWER_MAX_CHARS = 4000;
/** Questions and answers a member may post in any hour (lib/rate-limit, shared by instances). */
export const POSTS_PER_HOUR = 10;
export const POST_WINDOW_MS = 60 * 60 * 1000;
/** The longest video moment a question can be pinned to: a day, as notes allow. */
export const MAX_MOMENT_SECONDS = 24 * 60 * 60;
/** The longest mute an operator may give, in days. */
export const MAX_MUTE_DAYS = 365;
/** How many questions a page of the hub shows. */
export const THREADS_PER_PAGE = 20;
/** How many questions a page of a class's section shows, each with its answers. */
export const CLASS_THREADS_PER_PAGE = 10;
/** The most answers the class section reads for one question (its count says how many there are). */
export const ANSWERS_PER_THREAD = 30;

/** Firestore's automatic document ids: what a thread or answer id must look like before any read. */
export const POST_ID = /^[A-Za-z0-9]{20}$/;

export const REPORT_REASONS = ['spam', 'abuse', 'signal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type ThreadOrder = 'newest' | 'mostAsked';
export type HubFilter = 'all' | 'unanswered' | 'mine';

/** threads/{id}: a question under one class. The author is named as they were when posting. */
export type Thread = {
  id: string;
  courseId: string;
  classId: string;
  authorEmail: string;
  authorName: string;
  body: string;
  /** The video moment it is pinned to (whole seconds), or null. */
  seconds: number | null;
  createdAt: number;
  editedAt: number | null;
  answerCount: number;
  meToo: number;
  acceptedAnswerId: string | null;
  hidden: boolean;
  /** Answered by someone else since the asker last opened the hub (their in-app count). */
  unseenAnswer: boolean;
};

/** threads/{id}/answers/{answerId}. `coach`: the author answered as a coach (operator or role). */
export type Answer = {
  id: string;
  threadId: string;
  authorEmail: string;
  authorName: string;
  coach: boolean;
  body: string;
  createdAt: number;
  editedAt: number | null;
  hidden: boolean;
};

/** Every refusal a member may read here: its words are the `community` catalogue's `errors`. */
export type CommunityError =
  | 'empty'
  | 'tooLong'
  | 'tooMany'
  | 'tooManyRequests'
  | 'muted'
  | 'notFound'
  | 'notYourClass'
  | 'notYours'
  | 'hidden'
  | 'invalid'
  | 'failed'
  | 'notSignedIn';

export type CommunityProblem =
  { error: Exclude<CommunityError, 'tooLong'> } | { error: 'tooLong'; length: number; max: number };

/** `t` of the `community` catalogue, or anything that words its errors. */
export type CommunityErrorTexts = (
  key: `errors.${CommunityError}`,
  values: Record<string, number>,
) => string;

export function communityMessage(texts: CommunityErrorTexts, problem: CommunityProblem): string {
  if (problem.error === 'tooLong')
    return texts('errors.tooLong', { max: problem.max, length: problem.length });
  if (problem.error === 'tooMany') return texts('errors.tooMany', { max: POSTS_PER_HOUR });
  return texts(`errors.${problem.error}`, {});
}

/** What is wrong with a post's text (a question's or an answer's cap), or null. */
export function postTextProblem(text: string, max: number): CommunityProblem | null {
  if (text.trim() === '') return { error: 'empty' };
  if (text.length > max) return { error: 'tooLong', length: text.length, max };
  return null;
}

/** Answers in the order they came, the one that helped the asker first. */
export function orderAnswers(answers: readonly Answer[], acceptedId: string | null): Answer[] {
  return [...answers].sort(
    (a, b) =>
      Number(b.id === acceptedId) - Number(a.id === acceptedId) ||
      a.createdAt - b.createdAt ||
      a.id.localeCompare(b.id),
  );
}

/** How a class is named in a viewer's set of open classes. */
export const classKey = (courseId: string, classId: string) => `${courseId}\u0000${classId}`;

/**
 * The classes the member may open, from their view of the catalog (lib/grants' coursesFor:
 * only granted courses, a class not released to them yet has an `opensAt`).
 */
export function openClassKeys(courses: readonly Course[]): Set<string> {
  const keys = new Set<string>();
  for (const course of courses)
    for (const courseClass of course.classes)
      if (isOpenClass(courseClass)) keys.add(classKey(course.id, courseClass.id));
  return keys;
}

export function parseHubFilter(value: unknown): HubFilter {
  return value === 'unanswered' || value === 'mine' ? value : 'all';
}

/** The name a post shows: the part of the address before the @, never the whole address. */
export function displayNameOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.trim() === '' ? '?' : local.slice(0, 40);
}

/** The anchor a question has on its class page. */
export const threadAnchor = (threadId: string) => `q-${threadId}`;

/** The /home URL of a question's class, at the question. */
export function threadHref(thread: Pick<Thread, 'id' | 'courseId' | 'classId'>): string {
  const query = new URLSearchParams({ course: thread.courseId, class: thread.classId });
  return `/home?${query.toString()}#${threadAnchor(thread.id)}`;
}

/** Until when a mute of `days` given at `nowMs` lasts (ms); days are clamped to 1..MAX. */
export function muteUntil(nowMs: number, days: number): number {
  const whole = Math.min(MAX_MUTE_DAYS, Math.max(1, Math.floor(days)));
  return nowMs + whole * 86_400_000;
}

export function isMuted(mutedUntil: unknown, nowMs: number): boolean {
  return typeof mutedUntil === 'number' && mutedUntil > nowMs;
}

/** What the community's server actions answer (docs/conventions.md#error-answers). */
export type CommunityResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** A thread with the answers a viewer may see, as the class section and the hub show it. */
export type ThreadView = Thread & { answers: Answer[]; meTooByMe: boolean };

/** An answer as a member's browser gets it: no address, its Markdown already made safe HTML. */
export type AnswerView = {
  id: string;
  authorName: string;
  coach: boolean;
  mine: boolean;
  /** The Markdown, only to its author (for Edit). */
  body: string | null;
  html: string;
  createdAt: number;
  editedAt: number | null;
};

/** A question as a member's browser gets it (see AnswerView). */
export type QuestionView = Omit<AnswerView, 'coach'> & {
  courseId: string;
  classId: string;
  seconds: number | null;
  answerCount: number;
  meToo: number;
  meTooByMe: boolean;
  acceptedAnswerId: string | null;
  answers: AnswerView[];
};

/** The server actions a page hands to the questions' components. */
export type CommunityActions = {
  /** A page of a class's questions: newest (after the cursor `after`) or the most asked. */
  list(input: {
    courseId: string;
    classId: string;
    order: ThreadOrder;
    after: string | null;
  }): Promise<CommunityResult<{ questions: QuestionView[]; next: string | null }>>;
  ask(input: {
    courseId: string;
    classId: string;
    seconds: number | null;
    body: string;
  }): Promise<CommunityResult<QuestionView>>;
  answer(input: { threadId: string; body: string }): Promise<CommunityResult<AnswerView>>;
  edit(input: {
    threadId: string;
    answerId: string | null;
    body: string;
  }): Promise<CommunityResult<{ html: string; body: string; editedAt: number }>>;
  remove(input: { threadId: string; answerId: string | null }): Promise<CommunityResult<null>>;
  meToo(input: { threadId: string }): Promise<CommunityResult<{ meToo: number; mine: boolean }>>;
  accept(input: { threadId: string; answerId: string | null }): Promise<CommunityResult<null>>;
  report(input: {
    threadId: string;
    answerId: string | null;
    reason: ReportReason;
  }): Promise<CommunityResult<null>>;
};

/** The members' page with the community guideline, linked from every post form. */
export const COMMUNITY_GUIDELINE_PATH = '/home/community/guideline';
