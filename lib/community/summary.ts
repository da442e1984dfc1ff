import { z } from 'zod';
import { orderAnswers, type Answer, type Thread, type ThreadView } from './rules';
import { storedAnswer, storedThread } from './schema';

/**
 * The class summary (store.ts, classQuestions/{classId}): the first page of a class's
 * questions as every member who may open the class sees it, so the class page reads one
 * document however many questions the class has. Like the live read, the page is the class's
 * newest questions whatever their course (a class in two courses), hidden ones left out;
 * the reader keeps its course's (courseOfPage). Pure: building it from what the rebuild
 * read, reading it back, and the viewer's own "me too" from their record.
 */

/** A question as the class page shows it to anyone: no viewer's mark, no asker's unseen flag. */
export type SharedThread = Omit<ThreadView, 'meTooByMe' | 'unseenAnswer'>;
/** A question of the class page with the viewer's "me too". */
export type ClassPageThread = SharedThread & { meTooByMe: boolean };

/** Bumped when the stored shape changes: an older summary then reads as absent (rebuilt). */
export const SUMMARY_VERSION = 1;

export type ClassSummary = {
  version: typeof SUMMARY_VERSION;
  classId: string;
  /** Newest first, of every course, hidden questions and answers left out. */
  threads: SharedThread[];
  /** The cursor of the page after (lib/firebase keyset-page), or null. */
  next: string | null;
};

/** A question's answers as the page shows them: the accepted first, then oldest first, hidden ones out. */
export const visibleAnswers = (answers: readonly Answer[], acceptedId: string | null): Answer[] =>
  orderAnswers(answers, acceptedId).filter((answer) => !answer.hidden);

/** The questions of a page as read (newest first, hidden included) that anyone sees. */
export const shownOfPage = (rows: readonly Thread[]): Thread[] =>
  rows.filter((thread) => !thread.hidden);

/** The questions of the summary a course's members see (as the live read, which filters the same). */
export const courseOfPage = (summary: ClassSummary, courseId: string): SharedThread[] =>
  summary.threads.filter((thread) => thread.courseId === courseId);

/**
 * The summary of a class's first page: `shown` (shownOfPage of the page), each with its
 * answers as read (oldest first, at most ANSWERS_PER_THREAD; `answers[i]` for `shown[i]`).
 */
export function buildClassSummary(
  classId: string,
  shown: readonly Thread[],
  answers: ReadonlyArray<readonly Answer[]>,
  next: string | null,
): ClassSummary {
  return {
    version: SUMMARY_VERSION,
    classId,
    threads: shown.map((thread, i) =>
      withoutAskerFlag({
        ...thread,
        answers: visibleAnswers(answers[i] ?? [], thread.acceptedAnswerId),
      }),
    ),
    next,
  };
}

/** A question as every reader of the page sees it: the asker's own unseen flag left out. */
export function withoutAskerFlag<T extends { unseenAnswer?: boolean }>(
  thread: T,
): Omit<T, 'unseenAnswer'> {
  const shared: Partial<T> = { ...thread };
  delete shared.unseenAnswer;
  return shared as Omit<T, 'unseenAnswer'>;
}

/**
 * The summary as stored: the page as one JSON string (`page`), not nested maps, so reading it
 * decodes one field (a nested page of ten questions and their answers took the class page's
 * read from ~5 to ~15 ms on the local stand-in) and Firestore indexes nothing in it
 * (firestore.indexes.json exempts the field).
 */
export type StoredClassSummary = {
  version: typeof SUMMARY_VERSION;
  classId: string;
} & ({ page: string } | { tooBig: true });

/**
 * The largest page kept, in UTF-8 bytes: Firestore refuses a document over 1 MiB, and ten
 * long questions with their answers in Chinese (3 bytes a character) can pass it. A page
 * above it is stored as `tooBig`: the class page then reads live, and the next write to
 * the class builds the summary again.
 */
export const SUMMARY_MAX_BYTES = 900_000;

export function storedClassSummary(summary: ClassSummary): StoredClassSummary {
  const page = JSON.stringify({ threads: summary.threads, next: summary.next });
  const head = { version: summary.version, classId: summary.classId };
  return new TextEncoder().encode(page).length > SUMMARY_MAX_BYTES
    ? { ...head, tooBig: true }
    : { ...head, page };
}

/** A stored summary of this class that says its page was too big to keep (read it live). */
export const isTooBigSummary = (data: Record<string, unknown> | undefined, classId: string) =>
  data?.version === SUMMARY_VERSION && data.classId === classId && data.tooBig === true;

const storedPage = z.object({
  next: z.string().nullable(),
  threads: z.array(
    storedThread.omit({ unseenAnswer: true }).extend({
      id: z.string(),
      answers: z.array(storedAnswer.extend({ id: z.string(), threadId: z.string() })),
    }),
  ),
});

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A stored summary of this class, or null (absent, another shape or version, another class). */
export function parseClassSummary(
  data: Record<string, unknown> | undefined,
  classId: string,
): ClassSummary | null {
  if (
    data?.version !== SUMMARY_VERSION ||
    data.classId !== classId ||
    typeof data.page !== 'string'
  )
    return null;
  const page = storedPage.safeParse(jsonOrNull(data.page));
  if (!page.success) return null;
  return { version: SUMMARY_VERSION, classId, ...page.data };
}

/** Whether a stored summary already says what a rebuild built (no write then). */
export function sameSummary(
  stored: Record<string, unknown> | undefined,
  built: StoredClassSummary,
): boolean {
  return (
    stored?.version === built.version &&
    stored.classId === built.classId &&
    stored.page === ('page' in built ? built.page : undefined) &&
    stored.tooBig === ('tooBig' in built ? true : undefined)
  );
}

/**
 * Whether a change to one question can alter a class's first page as `summary` has it: yes
 * when the question is on it, or as new as its end (`pageEnd`, the time of the last question
 * the page read, from its `next` cursor; null when the page holds the whole class, which
 * any change can alter). An older question (an answer to it, its "me too", its deletion,
 * hiding or restoring) leaves the page as it is.
 */
export function mayChangeFirstPage(
  summary: ClassSummary,
  pageEnd: number | null,
  question: { id: string; createdAt: number },
): boolean {
  if (pageEnd === null) return true;
  return (
    question.createdAt >= pageEnd || summary.threads.some((thread) => thread.id === question.id)
  );
}

/** The "me too" marks the member's record keeps (lib/members MemberRecord.meToo). */
export type MeTooMarks = { threadIds: ReadonlySet<string>; since: number } | null;

/**
 * The viewer's "me too" on a page from their record: `mine`, the questions it names; `check`,
 * those whose mark may predate the record keeping them (marks null: it keeps none yet; else
 * questions asked before `since`), which only the marks themselves (threads/{id}/meToo/{email})
 * can tell. A question nobody said "me too" to is neither.
 */
export function meTooFromRecord(
  threads: readonly SharedThread[],
  marks: MeTooMarks,
): { mine: Set<string>; check: string[] } {
  const mine = new Set<string>();
  const check: string[] = [];
  for (const thread of threads) {
    if (thread.meToo <= 0) continue;
    if (marks?.threadIds.has(thread.id)) mine.add(thread.id);
    else if (!marks || thread.createdAt <= marks.since) check.push(thread.id);
  }
  return { mine, check };
}
