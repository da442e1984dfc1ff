import 'server-only';
import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentSnapshot,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { appendAuditEntry, type AuditEntry, type ChangeBy } from '../audit';
import type { Course } from '../content';
import { adminDb, keysetPage, parseCursor, rowsToRead, type Cursor } from '../firebase';
import { isOpenClass, loadMemberCourses } from '../grants';
import { log } from '../log';
import { withdrawMail, withdrawMailById } from '../mail';
import {
  InvalidEmailError,
  ME_TOO_FIELD,
  ME_TOO_SINCE_FIELD,
  memberDoc,
  MemberError,
  memberKey,
  parseMemberRecord,
  UNSEEN_ANSWERS_FIELD,
} from '../members';
import { answerMailId, answerMailTopic, DIGEST_MAIL_TOPIC } from './mail-topics';
import {
  ANSWERS_PER_THREAD,
  CLASS_THREADS_PER_PAGE,
  classKey,
  displayNameOf,
  isMuted,
  muteUntil,
  openClassKeys,
  orderAnswers,
  THREADS_PER_PAGE,
  type Answer,
  type HubFilter,
  type ReportReason,
  type Thread,
  type ThreadOrder,
  type ThreadView,
} from './rules';
import { storedAnswer, storedThread, type AskInput, type PostRef } from './schema';
import {
  buildClassSummary,
  courseOfPage,
  isTooBigSummary,
  mayChangeFirstPage,
  meTooFromRecord,
  parseClassSummary,
  sameSummary,
  shownOfPage,
  storedClassSummary,
  visibleAnswers,
  withoutAskerFlag,
  type ClassPageThread,
  type ClassSummary,
  type MeTooMarks,
} from './summary';

/**
 * threads/{id}: a question (rules.ts Thread); threads/{id}/answers/{answerId}: its answers;
 * threads/{id}/meToo/{email}: who asked the same (threads/{id}.meToo counts them, written in
 * the same transaction), each carrying its address (`email`: found by it when the member
 * moves, member-posts.ts); reports/{id}: a member's report of a post. On the member's record
 * (users/{email}) the community reads `coach` (true: answers carry the Coach badge) and
 * `communityMutedUntil` (ms: no posting before), and keeps `communityUnseenAnswers`: how
 * many of the member's questions are flagged `unseenAnswer` (answered by someone else since
 * they last opened the hub), changed in the same transaction as the flags; and
 * `communityMeToo`, the ids of the questions they said "me too" to (with
 * `communityMeTooSince`, when it started keeping them: the member's first toggle or class
 * page since), changed in toggleMeToo's transaction with the mark. Every write is one transaction, so nothing half-written is stored.
 *
 * classQuestions/{classId}: the class summary (summary.ts), the class page's first page of
 * questions as every member sees it (newest first, CLASS_THREADS_PER_PAGE questions with
 * their first answers, hidden ones left out, and the cursor of the page after; of every
 * course the class is in, as the live read, the page keeping its course's), so the page
 * reads ONE document for its questions, whether the class has none or a thousand. Every
 * write that can change that page (ask, answer, edit, delete, "me too", accept, hide or
 * restore, an operator's delete) rebuilds it after its commit, in a transaction of its own
 * that reads the summary, the page and its answers again and sets the summary: transactional
 * reads lock, so of two writers the later rebuild sees both commits and no stale summary
 * stays. A write to a question older than the page's end leaves it as it is (one read, in
 * that transaction). A rebuild that fails is logged and the summary deleted (best effort).
 * The page finding no summary (a class older than summaries, or after a failed rebuild)
 * builds it with the same rebuild and shows what it built; only when that fails too does it
 * read live (fetchClassThreads). The summary is read only for a viewer who may open the
 * class; the viewer's own "me too" comes from their record (meTooFromRecord), not from it.
 * The most asked and the later pages are read live.
 */
export const THREADS = 'threads';
export const REPORTS = 'reports';
export const COACH_FIELD = 'coach';
export const MUTED_FIELD = 'communityMutedUntil';
export const ANSWERS = 'answers';
export const ME_TOO = 'meToo';
/** threads/{id}/meToo/{email}.email: the mark's address, as its id has it. */
export const ME_TOO_EMAIL_FIELD = 'email';

const threads = () => adminDb().collection(THREADS);
const threadDoc = (id: string) => threads().doc(id);
const answersOf = (threadId: string) => threadDoc(threadId).collection(ANSWERS);
const meTooOf = (threadId: string) => threadDoc(threadId).collection(ME_TOO);
export const CLASS_SUMMARIES = 'classQuestions';
/** One document per class (its Contentful entry id, lib/content ENTRY_ID). */
const summaryDoc = (classId: string) => adminDb().collection(CLASS_SUMMARIES).doc(classId);

/**
 * A deletion or hiding also deletes the class's summary in its own transaction (a blind
 * write, no read): the rebuild after the commit writes it again, and if that rebuild never
 * runs (an instance stopped between the two) the class page builds it or reads live, so a
 * post taken away is never shown from a summary written before.
 */
export const dropSummaryOf = (transaction: Transaction, classId: string) =>
  transaction.delete(summaryDoc(classId));

/**
 * Who is reading or writing: `open` is the set of classes they may open (openClassKeys of
 * their courses); an operator sees every class.
 */
export type Viewer = { email: string; operator: boolean; open: ReadonlySet<string> };

/** The viewer a session is: its member's courses as lib/grants gives them (coursesFor). */
export function viewerOf(email: string, operator: boolean, courses: readonly Course[]): Viewer {
  return { email, operator, open: openClassKeys(courses) };
}

/**
 * The courses a member's record opens now, as their class page has them (the catalog's,
 * drip release included): for what is mailed to them, never an operator's view.
 */
export const coursesOfRecord = (record: Record<string, unknown> | undefined, nowMs: number) =>
  loadMemberCourses(parseMemberRecord(record, nowMs), nowMs);

export const canSeeClass = (viewer: Viewer, courseId: string, classId: string) =>
  viewer.operator || viewer.open.has(classKey(courseId, classId));

const canSee = (viewer: Viewer, thread: Thread) =>
  !thread.hidden && canSeeClass(viewer, thread.courseId, thread.classId);

export function toThread(snapshot: DocumentSnapshot): Thread | null {
  const parsed = storedThread.safeParse(snapshot.data());
  return parsed.success ? { id: snapshot.id, ...parsed.data } : null;
}

function toAnswer(threadId: string, snapshot: DocumentSnapshot): Answer | null {
  const parsed = storedAnswer.safeParse(snapshot.data());
  return parsed.success ? { id: snapshot.id, threadId, ...parsed.data } : null;
}

const notNull = <T>(value: T | null): value is T => value !== null;

type Refusal = 'not-found' | 'not-yours' | 'muted' | 'not-your-class' | 'hidden';
export type CommunityWrite<T> = { ok: true; value: T } | { ok: false; reason: Refusal };
const refused = (reason: Refusal) => ({ ok: false, reason }) as const;
/** The question a write changed (or asked), in its class: that class's summary is rebuilt. */
type ClassRef = Pick<Thread, 'id' | 'courseId' | 'classId' | 'createdAt'>;

/** The poster's standing on their record: muted, and coach (operators always are). */
async function posterIn(transaction: Transaction, viewer: Viewer, now: number) {
  const data = (await transaction.get(memberDoc(viewer.email))).data();
  return {
    muted: isMuted(data?.[MUTED_FIELD], now),
    coach: viewer.operator || data?.[COACH_FIELD] === true,
  };
}

/** A new question under a class the viewer may open. */
export async function askQuestion(
  viewer: Viewer,
  input: AskInput,
  now = Date.now(),
): Promise<CommunityWrite<Thread>> {
  if (!canSeeClass(viewer, input.courseId, input.classId)) return refused('not-your-class');
  const ref = threads().doc();
  const written = await adminDb().runTransaction(async (transaction) => {
    if ((await posterIn(transaction, viewer, now)).muted) return refused('muted');
    const thread: Omit<Thread, 'id'> = {
      courseId: input.courseId,
      classId: input.classId,
      authorEmail: viewer.email,
      authorName: displayNameOf(viewer.email),
      body: input.body,
      seconds: input.seconds,
      createdAt: now,
      editedAt: null,
      answerCount: 0,
      meToo: 0,
      acceptedAnswerId: null,
      hidden: false,
      unseenAnswer: false,
    };
    transaction.create(ref, thread);
    return { ok: true, value: { id: ref.id, ...thread } } as const;
  });
  return afterWrite(written, written.ok ? written.value : null);
}

/**
 * An answer to a question the viewer may see. `first`: the question had no answer from
 * anyone but its asker before (the asker's e-mail goes out once, keyed by the thread).
 */
export async function answerQuestion(
  viewer: Viewer,
  threadId: string,
  body: string,
  now = Date.now(),
): Promise<CommunityWrite<{ answer: Answer; thread: Thread }>> {
  const ref = answersOf(threadId).doc();
  let changed: ClassRef | null = null;
  const written = await adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(threadId)));
    if (!thread || !canSee(viewer, thread)) return refused('not-found');
    changed = thread;
    const poster = await posterIn(transaction, viewer, now);
    if (poster.muted) return refused('muted');
    // The asker's in-app count: one per question with answers they have not seen.
    const flag = viewer.email !== thread.authorEmail && !thread.unseenAnswer;
    const asker = flag ? await transaction.get(memberDoc(thread.authorEmail)) : null;
    const answer: Omit<Answer, 'id' | 'threadId'> = {
      authorEmail: viewer.email,
      authorName: displayNameOf(viewer.email),
      coach: poster.coach,
      body,
      createdAt: now,
      editedAt: null,
      hidden: false,
    };
    transaction.create(ref, answer);
    transaction.update(threadDoc(threadId), {
      answerCount: thread.answerCount + 1,
      ...(flag ? { unseenAnswer: true } : {}),
    });
    if (asker?.exists)
      transaction.update(asker.ref, { [UNSEEN_ANSWERS_FIELD]: FieldValue.increment(1) });
    return {
      ok: true,
      value: {
        answer: { id: ref.id, threadId, ...answer },
        thread: {
          ...thread,
          answerCount: thread.answerCount + 1,
          unseenAnswer: thread.unseenAnswer || flag,
        },
      },
    } as const;
  });
  return afterWrite(written, written.ok ? changed : null);
}

/** The author changes the text of their question (answerId null) or answer; it says "edited". */
export async function editPost(
  viewer: Viewer,
  ref: PostRef,
  body: string,
  now = Date.now(),
): Promise<CommunityWrite<{ body: string; editedAt: number }>> {
  let changed: ClassRef | null = null;
  const written = await adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(ref.threadId)));
    if (!thread || !canSee(viewer, thread)) return refused('not-found');
    changed = thread;
    let post: Thread | Answer = thread;
    const doc = ref.answerId ? answersOf(ref.threadId).doc(ref.answerId) : threadDoc(ref.threadId);
    if (ref.answerId) {
      const answer = toAnswer(ref.threadId, await transaction.get(doc));
      if (!answer || answer.hidden) return refused('not-found');
      post = answer;
    }
    if (post.authorEmail !== viewer.email) return refused('not-yours');
    transaction.update(doc, { body, editedAt: now });
    return { ok: true, value: { body, editedAt: now } } as const;
  });
  return afterWrite(written, written.ok ? changed : null);
}

/** Deletes a question with its answers and "me too"s, or one answer; in one transaction. */
async function removePost(transaction: Transaction, thread: Thread, answerId: string | null) {
  if (answerId) {
    transaction.delete(answersOf(thread.id).doc(answerId));
    dropSummaryOf(transaction, thread.classId);
    transaction.update(threadDoc(thread.id), {
      answerCount: Math.max(0, thread.answerCount - 1),
      ...(thread.acceptedAnswerId === answerId ? { acceptedAnswerId: null } : {}),
    });
    return;
  }
  const [answers, meToo, asker] = [
    await transaction.get(answersOf(thread.id)),
    await transaction.get(meTooOf(thread.id)),
    thread.unseenAnswer ? await transaction.get(memberDoc(thread.authorEmail)) : null,
  ];
  for (const doc of [...answers.docs, ...meToo.docs]) transaction.delete(doc.ref);
  transaction.delete(threadDoc(thread.id));
  dropSummaryOf(transaction, thread.classId);
  // A flagged question leaves its asker's count with it.
  if (asker?.exists)
    transaction.update(asker.ref, {
      [UNSEEN_ANSWERS_FIELD]: Math.max(0, Number(asker.get(UNSEEN_ANSWERS_FIELD) ?? 0) - 1),
    });
}

/** The author deletes their own question (with its answers) or answer. */
export async function deletePost(viewer: Viewer, ref: PostRef): Promise<CommunityWrite<null>> {
  let changed: ClassRef | null = null;
  const written = await adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(ref.threadId)));
    if (!thread || !canSee(viewer, thread)) return refused('not-found');
    changed = thread;
    let author = thread.authorEmail;
    if (ref.answerId) {
      const answer = toAnswer(
        ref.threadId,
        await transaction.get(answersOf(ref.threadId).doc(ref.answerId)),
      );
      if (!answer || answer.hidden) return refused('not-found');
      author = answer.authorEmail;
    }
    if (author !== viewer.email) return refused('not-yours');
    await removePost(transaction, thread, ref.answerId);
    return { ok: true, value: null } as const;
  });
  if (written.ok) await withdrawPostMail(ref);
  return afterWrite(written, written.ok ? changed : null);
}

/**
 * After a post is hidden or deleted (committed): the e-mails a retry would still send that
 * quote it are dropped: an answer's own answer e-mail; for a question, its answer e-mail
 * (whichever answer it quotes) and the coaches' digests not sent yet, which may name it.
 * Failures are logged (lib/mail withdrawMail), never thrown: the change stands.
 */
async function withdrawPostMail(ref: PostRef): Promise<void> {
  if (ref.answerId) {
    await withdrawMail(answerMailTopic(ref.threadId, ref.answerId));
    return;
  }
  await Promise.all([
    withdrawMailById(answerMailId(ref.threadId)),
    withdrawMail(DIGEST_MAIL_TOPIC),
  ]);
}

/**
 * "Me too" on a question, or taken back: once per member, the count kept beside it, and the
 * question's id on the member's record (so the class page knows their marks without reading
 * them). A record that keeps none yet starts keeping them now (`communityMeTooSince`): marks
 * made before stay only in threads/{id}/meToo, where the page looks for them
 * (meTooFromRecord). A viewer without a record (an operator) keeps only the mark.
 */
export async function toggleMeToo(
  viewer: Viewer,
  threadId: string,
  now = Date.now(),
): Promise<CommunityWrite<{ meToo: number; mine: boolean }>> {
  const mine = meTooOf(threadId).doc(viewer.email);
  let changed: ClassRef | null = null;
  const written = await adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(threadId)));
    if (!thread || !canSee(viewer, thread)) return refused('not-found');
    changed = thread;
    const [had, record] = [
      (await transaction.get(mine)).exists,
      await transaction.get(memberDoc(viewer.email)),
    ];
    const meToo = Math.max(0, thread.meToo + (had ? -1 : 1));
    if (had) transaction.delete(mine);
    else transaction.create(mine, { at: now, [ME_TOO_EMAIL_FIELD]: viewer.email });
    transaction.update(threadDoc(threadId), { meToo });
    if (record.exists) {
      // The list as read in this transaction, changed: a concurrent toggle retries on it.
      const kept: unknown = record.get(ME_TOO_FIELD);
      const ids = Array.isArray(kept) ? kept.filter((id) => id !== threadId) : [];
      transaction.update(record.ref, {
        [ME_TOO_FIELD]: had ? ids : [...ids, threadId],
        ...(Array.isArray(kept) ? {} : { [ME_TOO_SINCE_FIELD]: now }),
      });
    }
    return { ok: true, value: { meToo, mine: !had } } as const;
  });
  return afterWrite(written, written.ok ? changed : null);
}

/** The asker marks the answer that helped (null: none). */
export async function acceptAnswer(
  viewer: Viewer,
  threadId: string,
  answerId: string | null,
): Promise<CommunityWrite<null>> {
  let changed: ClassRef | null = null;
  const written = await adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(threadId)));
    if (!thread || !canSee(viewer, thread)) return refused('not-found');
    changed = thread;
    if (thread.authorEmail !== viewer.email) return refused('not-yours');
    if (answerId) {
      const answer = toAnswer(threadId, await transaction.get(answersOf(threadId).doc(answerId)));
      if (!answer || answer.hidden) return refused('not-found');
    }
    transaction.update(threadDoc(threadId), { acceptedAnswerId: answerId });
    return { ok: true, value: null } as const;
  });
  return afterWrite(written, written.ok ? changed : null);
}

/** reports/{id}: one per member and post (a second report of the same post replaces the first). */
export type Report = {
  id: string;
  threadId: string;
  answerId: string | null;
  reason: ReportReason;
  by: string;
  createdAt: number;
  open: boolean;
};

export const reportId = (ref: PostRef, email: string) =>
  createHash('sha256')
    .update(`${ref.threadId}/${ref.answerId ?? ''}/${email}`)
    .digest('hex')
    .slice(0, 40);

export async function reportPost(
  viewer: Viewer,
  ref: PostRef,
  reason: ReportReason,
  now = Date.now(),
): Promise<CommunityWrite<null>> {
  return adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(ref.threadId)));
    if (!thread || !canSeeClass(viewer, thread.courseId, thread.classId))
      return refused('not-found');
    // Already hidden by an operator (the page was older than the hiding): nothing to report.
    if (thread.hidden) return refused('hidden');
    if (ref.answerId) {
      const answer = toAnswer(
        ref.threadId,
        await transaction.get(answersOf(ref.threadId).doc(ref.answerId)),
      );
      if (!answer) return refused('not-found');
      if (answer.hidden) return refused('hidden');
    }
    const report: Omit<Report, 'id'> = {
      threadId: ref.threadId,
      answerId: ref.answerId,
      reason,
      by: viewer.email,
      createdAt: now,
      open: true,
    };
    transaction.set(adminDb().collection(REPORTS).doc(reportId(ref, viewer.email)), report);
    return { ok: true, value: null } as const;
  });
}

/**
 * A page of threads with the answers and "me too" of the viewer, hidden answers left out:
 * a question without answers costs no answer query, one nobody said "me too" to no read of
 * the viewer's mark, and a question's answers are read at most `perThread` (its count says
 * how many there are).
 */
async function withAnswers(
  viewer: Viewer,
  list: Thread[],
  perThread: number | null = ANSWERS_PER_THREAD,
): Promise<ThreadView[]> {
  if (list.length === 0) return [];
  const asked = list.filter((thread) => thread.meToo > 0);
  const [answers, mine] = await Promise.all([
    Promise.all(
      list.map((thread) => {
        if (thread.answerCount === 0) return [];
        const query = answersOf(thread.id).orderBy('createdAt');
        return (perThread === null ? query : query.limit(perThread))
          .get()
          .then((snapshot) => snapshot.docs);
      }),
    ),
    asked.length > 0
      ? adminDb().getAll(...asked.map((thread) => meTooOf(thread.id).doc(viewer.email)))
      : [],
  ]);
  const mineIds = new Set(mine.filter((doc) => doc.exists).map((doc) => doc.ref.parent.parent!.id));
  return list.map((thread, i) => ({
    ...thread,
    answers: visibleAnswers(
      answers[i]!.map((doc) => toAnswer(thread.id, doc)).filter(notNull),
      thread.acceptedAnswerId,
    ),
    meTooByMe: mineIds.has(thread.id),
  }));
}

/**
 * One page of the questions of a class the viewer may open, each with its answers; nothing
 * is read for a class they may not. Newest first, keyset-paged by createdAt (`next`, the
 * cursor of the page after); or the most asked, one page (`next` null). Hidden questions
 * are left out after the read (a page may then be shorter; the cursor still moves on).
 */
/**
 * A cursor's skip counts the shown questions asked in its very millisecond, a handful at
 * most; one from a URL that skips more would have every page load read that many rows.
 */
const MAX_SKIP = 100;
const withinReach = (cursor: Cursor | null) => (cursor && cursor.skip <= MAX_SKIP ? cursor : null);

export async function fetchClassThreads(
  viewer: Viewer,
  courseId: string,
  classId: string,
  order: ThreadOrder = 'newest',
  cursor: Cursor | null = null,
  limit = CLASS_THREADS_PER_PAGE,
): Promise<{ threads: ThreadView[]; next: string | null }> {
  if (!canSeeClass(viewer, courseId, classId)) return { threads: [], next: null };
  let query: Query = threads().where('classId', '==', classId);
  let page: { rows: Thread[]; next: string | null };
  if (order === 'mostAsked') {
    const snapshot = await query
      .orderBy('meToo', 'desc')
      .orderBy('createdAt', 'desc')
      .limit(limit)
      .get();
    page = { rows: snapshot.docs.map(toThread).filter(notNull), next: null };
  } else {
    cursor = withinReach(cursor);
    if (cursor) query = query.where('createdAt', '<', cursor.before + 1);
    const snapshot = await query
      .orderBy('createdAt', 'desc')
      .limit(rowsToRead(limit, cursor))
      .get();
    const rows = snapshot.docs.map(toThread).filter(notNull);
    page = keysetPage(rows, (thread) => thread.createdAt, limit, cursor);
  }
  const shown = page.rows.filter(
    (thread) => thread.courseId === courseId && canSee(viewer, thread),
  );
  return { threads: await withAnswers(viewer, shown), next: page.next };
}

/** The newest questions of a class, as its first page reads them (every course's, hidden ones too). */
const firstPageQuery = (classId: string, limit: number) =>
  threads()
    .where('classId', '==', classId)
    .orderBy('createdAt', 'desc')
    .limit(rowsToRead(limit, null));

/**
 * Builds the class summary again from what Firestore holds now, in one transaction: the
 * summary, the class's first page and its questions' answers are read (locked), and the
 * summary set when it changed. After a write to one question (`changed`), a summary that
 * question cannot be on (mayChangeFirstPage: an older question's answer, "me too", edit...)
 * is kept as read, one read. Null when the page is too big to keep (stored as `tooBig`:
 * summary.ts). Throws when Firestore does.
 */
async function rebuildClassSummary(
  classId: string,
  changed: ClassRef | null,
): Promise<ClassSummary | null> {
  const doc = summaryDoc(classId);
  return adminDb().runTransaction(async (transaction) => {
    const stored = await transaction.get(doc);
    const current = parseClassSummary(stored.data(), classId);
    if (current && changed && !mayChangeFirstPage(current, pageEndOf(current), changed))
      return current;
    const limit = CLASS_THREADS_PER_PAGE;
    const rows = (await transaction.get(firstPageQuery(classId, limit))).docs
      .map(toThread)
      .filter(notNull);
    const page = keysetPage(rows, (thread) => thread.createdAt, limit, null);
    const shown = shownOfPage(page.rows);
    const answers = await Promise.all(
      shown.map(async (thread) => {
        if (thread.answerCount === 0) return [];
        const snapshot = await transaction.get(
          answersOf(thread.id).orderBy('createdAt').limit(ANSWERS_PER_THREAD),
        );
        return snapshot.docs.map((answer) => toAnswer(thread.id, answer)).filter(notNull);
      }),
    );
    const summary = buildClassSummary(classId, shown, answers, page.next);
    const written = storedClassSummary(summary);
    if (!sameSummary(stored.data(), written)) transaction.set(doc, written);
    return 'page' in written ? summary : null;
  });
}

/**
 * The time of the last question the summary's page read (its `next` cursor's), or null when
 * the page holds the whole class or its cursor does not parse (then any change may alter it).
 */
const pageEndOf = (summary: ClassSummary): number | null =>
  summary.next === null ? null : (parseCursor(summary.next)?.before ?? null);

/**
 * The class summary rebuilt (rebuildClassSummary), or null when its page is too big to keep
 * or the rebuild failed: logged, and the summary deleted (best effort), so no stale page
 * stays and the class page reads live.
 */
export async function refreshClassSummary(
  classId: string,
  changed: ClassRef | null = null,
): Promise<ClassSummary | null> {
  try {
    return await rebuildClassSummary(classId, changed);
  } catch (error) {
    log('error', 'could not rebuild the class questions summary', { classId, error });
    await summaryDoc(classId)
      .delete()
      .catch((failure: unknown) =>
        log('error', 'could not delete the class questions summary', { classId, error: failure }),
      );
    return null;
  }
}

/** A write's answer, once the summary of the class it changed (if any) is rebuilt. */
async function afterWrite<T>(written: T, changed: ClassRef | null): Promise<T> {
  if (changed) await refreshClassSummary(changed.classId, changed);
  return written;
}

/**
 * The member's record starts keeping their "me too" marks from `now` (an empty list and its
 * instant), in a transaction that finds it keeping none yet, so a toggle meanwhile is never
 * overwritten: marks made before stay in threads/{id}/meToo, read for the questions asked
 * before `now` (meTooFromRecord). No record (an operator without one): nothing. A failure
 * is logged; the page goes on (the marks are read as before).
 */
async function startKeepingMeToo(email: string, now: number): Promise<void> {
  try {
    await adminDb().runTransaction(async (transaction) => {
      const record = await transaction.get(memberDoc(email));
      if (!record.exists || Array.isArray(record.get(ME_TOO_FIELD))) return;
      transaction.update(record.ref, { [ME_TOO_FIELD]: [], [ME_TOO_SINCE_FIELD]: now });
    });
  } catch (error) {
    log('warn', 'could not start keeping the "me too" marks on the record', { error });
  }
}

/** The first page read live, as the summary gives it: without the asker's unseen flag. */
async function liveFirstPage(viewer: Viewer, courseId: string, classId: string) {
  const page = await fetchClassThreads(viewer, courseId, classId, 'newest', null);
  return { threads: page.threads.map(withoutAskerFlag), next: page.next };
}

/**
 * The class page's first page of questions (newest first, as fetchClassThreads reads it) for
 * a viewer who may open the class; nothing is read for one who may not. It is the class
 * summary, one read, its course's questions kept; absent (a class not summarized yet, or
 * after a failed rebuild), it is built now, and failing that read live. The viewer's "me
 * too" comes from their record's `marks` (lib/members MemberRecord.meToo): only a mark it
 * may not know of yet is read (meTooFromRecord), and a record that keeps none yet starts
 * keeping them (startKeepingMeToo), so those reads end once the page's questions are newer.
 */
export async function fetchClassFirstPage(
  viewer: Viewer,
  marks: MeTooMarks,
  courseId: string,
  classId: string,
  now = Date.now(),
): Promise<{ threads: ClassPageThread[]; next: string | null }> {
  if (!canSeeClass(viewer, courseId, classId)) return { threads: [], next: null };
  const data = (await summaryDoc(classId).get()).data();
  if (isTooBigSummary(data, classId)) return liveFirstPage(viewer, courseId, classId);
  const summary = parseClassSummary(data, classId) ?? (await refreshClassSummary(classId));
  if (!summary) return liveFirstPage(viewer, courseId, classId);
  const threads = courseOfPage(summary, courseId);
  const { mine, check } = meTooFromRecord(threads, marks);
  const [marked] = await Promise.all([
    check.length > 0 ? adminDb().getAll(...check.map((id) => meTooOf(id).doc(viewer.email))) : [],
    marks === null ? startKeepingMeToo(viewer.email, now) : null,
  ]);
  for (const doc of marked) if (doc.exists) mine.add(doc.ref.parent.parent!.id);
  return {
    threads: threads.map((thread) => ({ ...thread, meTooByMe: mine.has(thread.id) })),
    next: summary.next,
  };
}

/** One question as the viewer may see it (null: absent, hidden, or not theirs to open). */
export async function fetchThread(viewer: Viewer, threadId: string): Promise<ThreadView | null> {
  const thread = toThread(await threadDoc(threadId).get());
  if (!thread || !canSee(viewer, thread)) return null;
  return (await withAnswers(viewer, [thread], null))[0] ?? null;
}

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * The hub: a page of the questions of the viewer's courses (`courseIds`), newest first,
 * keyset-paged by createdAt (lib/firebase keyset-page), so a page costs the same however many
 * threads and members there are. Classes the viewer may not open and hidden threads are left
 * out after the read (a page may then be shorter; the cursor still moves on). The hub shows
 * each question's count of answers, not the answers: none are read.
 */
export async function fetchHubPage(
  viewer: Viewer,
  courseIds: readonly string[],
  filter: HubFilter,
  cursor: Cursor | null,
  limit = THREADS_PER_PAGE,
): Promise<{ threads: Thread[]; next: string | null }> {
  const ids = courseIds.slice(0, IN_LIMIT);
  if (ids.length === 0) return { threads: [], next: null };
  cursor = withinReach(cursor);
  let query: Query = threads().where('courseId', 'in', ids);
  if (filter === 'mine') query = query.where('authorEmail', '==', viewer.email);
  if (filter === 'unanswered') query = query.where('answerCount', '==', 0);
  if (cursor) query = query.where('createdAt', '<', cursor.before + 1);
  const snapshot = await query.orderBy('createdAt', 'desc').limit(rowsToRead(limit, cursor)).get();
  const rows = snapshot.docs.map(toThread).filter(notNull);
  const page = keysetPage(rows, (thread) => thread.createdAt, limit, cursor);
  return { threads: page.rows.filter((thread) => canSee(viewer, thread)), next: page.next };
}

/**
 * How many visible questions have no answer yet (for coaches): of the classes these courses
 * (the coach's, as coursesFor gives them) open to them now, drip release included, so the
 * count is of what their Unanswered list can show; null: every class (an operator). One
 * count query per course and 30 of its open classes.
 */
export async function countUnanswered(courses: readonly Course[] | null): Promise<number> {
  const unanswered = threads().where('answerCount', '==', 0).where('hidden', '==', false);
  if (courses === null) return (await unanswered.count().get()).data().count;
  const queries: Query[] = [];
  for (const course of courses) {
    const open = course.classes.filter(isOpenClass).map((courseClass) => courseClass.id);
    for (let i = 0; i < open.length; i += IN_LIMIT)
      queries.push(
        unanswered
          .where('courseId', '==', course.id)
          .where('classId', 'in', open.slice(i, i + IN_LIMIT)),
      );
  }
  const counts = await Promise.all(queries.map((query) => query.count().get()));
  return counts.reduce((sum, snapshot) => sum + snapshot.data().count, 0);
}

// ——— The console's side: the caller is the console's guard (operatorAction); every change
// is written with its audit entry in one transaction. ———

function communityAuditEntry(
  action: string,
  member: string,
  target: string,
  by: ChangeBy,
  detail?: string,
): AuditEntry {
  return {
    at: Date.now(),
    actor: by.actor,
    action: `community-${action}`,
    member,
    grant: `community:${target}`,
    before: null,
    after: null,
    source: by.source,
    ...(detail ? { detail } : {}),
  };
}

const targetOf = (ref: PostRef) =>
  ref.answerId ? `${ref.threadId}/${ref.answerId}` : ref.threadId;

/** Hides or restores a question or an answer, for everyone. False: no such post. */
export async function setPostHidden(ref: PostRef, hidden: boolean, by: ChangeBy): Promise<boolean> {
  let changed: ClassRef | null = null;
  const done = await adminDb().runTransaction(async (transaction) => {
    const doc = ref.answerId ? answersOf(ref.threadId).doc(ref.answerId) : threadDoc(ref.threadId);
    const [post, thread] = [
      await transaction.get(doc),
      // An answer's class is its question's.
      ref.answerId ? toThread(await transaction.get(threadDoc(ref.threadId))) : null,
    ];
    if (!post.exists) return false;
    changed = thread ?? toThread(post);
    transaction.update(doc, { hidden });
    // Hiding: the class page must not show the post even if the rebuild after the commit
    // never runs (see dropSummaryOf).
    if (hidden && changed) dropSummaryOf(transaction, changed.classId);
    appendAuditEntry(
      transaction,
      communityAuditEntry(
        hidden ? 'hide' : 'restore',
        String(post.get('authorEmail') ?? ''),
        targetOf(ref),
        by,
      ),
    );
    return true;
  });
  if (done && hidden) await withdrawPostMail(ref);
  return afterWrite(done, done ? changed : null);
}

/** An operator deletes a post (a question with its answers), and closes its reports. */
export async function deletePostAsOperator(ref: PostRef, by: ChangeBy): Promise<boolean> {
  const reports = await adminDb().collection(REPORTS).where('threadId', '==', ref.threadId).get();
  let changed: ClassRef | null = null;
  const done = await adminDb().runTransaction(async (transaction) => {
    const thread = toThread(await transaction.get(threadDoc(ref.threadId)));
    if (!thread) return false;
    changed = thread;
    let author = thread.authorEmail;
    if (ref.answerId) {
      const answer = await transaction.get(answersOf(thread.id).doc(ref.answerId));
      if (!answer.exists) return false;
      author = String(answer.get('authorEmail') ?? '');
    }
    await removePost(transaction, thread, ref.answerId);
    for (const report of reports.docs)
      if (!ref.answerId || report.get('answerId') === ref.answerId)
        transaction.update(report.ref, { open: false });
    appendAuditEntry(transaction, communityAuditEntry('delete', author, targetOf(ref), by));
    return true;
  });
  if (done) await withdrawPostMail(ref);
  return afterWrite(done, done ? changed : null);
}

/**
 * The key of a member's record for an address from the console (memberKey), refused unless
 * it is a valid address.
 */
function memberKeyOf(email: string): string {
  try {
    return memberKey(email);
  } catch (error) {
    if (error instanceof InvalidEmailError) throw new MemberError(`${error.message}.`);
    throw error;
  }
}

/**
 * Changes `fields` of the member's record with its audit entry (`audit` given the record's
 * key), in one transaction; an address with no record is refused with a MemberError, so
 * nothing is created for an address that is no member. Answers the key.
 */
async function changeMemberRecord(
  email: string,
  fields: Record<string, unknown>,
  audit: (member: string) => AuditEntry,
): Promise<string> {
  const member = memberKeyOf(email);
  const doc = memberDoc(member);
  await adminDb().runTransaction(async (transaction) => {
    if (!(await transaction.get(doc)).exists)
      throw new MemberError(`${member} is not a member: there is no record for this address.`);
    transaction.update(doc, fields);
    appendAuditEntry(transaction, audit(member));
  });
  return member;
}

/**
 * Mutes a member from posting for `days` (until the returned instant, ms); an address with
 * no member record is refused (MemberError).
 */
export async function muteMember(
  email: string,
  days: number,
  by: ChangeBy,
  now = Date.now(),
): Promise<number> {
  const until = muteUntil(now, days);
  await changeMemberRecord(email, { [MUTED_FIELD]: until }, (member) =>
    communityAuditEntry('mute', member, member, by, `${days} days`),
  );
  return until;
}

/**
 * The coach role on the member's record (with its audit entry); an address with no member
 * record is refused (MemberError). Answers the record's key. Their answers' badges are
 * member-posts.ts setCoach's.
 */
export async function writeCoachRole(email: string, coach: boolean, by: ChangeBy): Promise<string> {
  return changeMemberRecord(email, { [COACH_FIELD]: coach }, (member) =>
    communityAuditEntry(coach ? 'coach-given' : 'coach-removed', member, member, by),
  );
}

/** Open reports, newest first, with the post each names (null when it is gone). */
export async function fetchOpenReports(limit = 100): Promise<Report[]> {
  const snapshot = await adminDb()
    .collection(REPORTS)
    .where('open', '==', true)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<Report, 'id'>) }));
}

/** Closes a report once an operator dealt with it. */
export async function closeReport(id: string, by: ChangeBy): Promise<boolean> {
  const ref = adminDb().collection(REPORTS).doc(id);
  // Read first: a made-up id closes nothing and leaves no empty report behind.
  return adminDb().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.update(ref, { open: false });
    appendAuditEntry(transaction, communityAuditEntry('report-closed', '', `report:${id}`, by));
    return true;
  });
}

/** Questions no one answered yet, newest first, hidden ones included (the console sees all). */
export async function fetchUnanswered(limit = 100): Promise<Thread[]> {
  const snapshot = await threads()
    .where('answerCount', '==', 0)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map(toThread).filter(notNull);
}

/** A question as the console sees it, hidden or not, with every answer. */
export async function fetchThreadAsOperator(threadId: string): Promise<ThreadView | null> {
  const thread = toThread(await threadDoc(threadId).get());
  if (!thread) return null;
  const answers = await answersOf(threadId).get();
  return {
    ...thread,
    answers: orderAnswers(
      answers.docs.map((doc) => toAnswer(threadId, doc)).filter(notNull),
      thread.acceptedAnswerId,
    ),
    meTooByMe: false,
  };
}

/** Whether the member holds the coach role (users/{email}.coach). */
export async function fetchIsCoach(email: string): Promise<boolean> {
  return (await memberDoc(email).get()).get(COACH_FIELD) === true;
}

/**
 * How many of the member's questions have answers they have not seen: the count kept on their
 * record (the header takes it from the session's record, MemberRecord.unseenAnswers).
 */
export async function countUnseenAnswers(email: string): Promise<number> {
  const value = (await memberDoc(email).get()).get(UNSEEN_ANSWERS_FIELD);
  return typeof value === 'number' ? Math.max(0, value) : 0;
}

/** How many flagged questions one visit to the hub clears (a member has rarely more). */
const SEEN_BATCH = 400;

/**
 * The member has seen the answers to their questions (they opened the hub): the flags are
 * cleared and the record's count lowered by as many, in one transaction that also read the
 * record, so an answer landing meanwhile is counted, never lost.
 */
export async function markAnswersSeen(email: string): Promise<void> {
  await adminDb().runTransaction(async (transaction) => {
    const record = await transaction.get(memberDoc(email));
    const count = Number(record.get(UNSEEN_ANSWERS_FIELD) ?? 0);
    const flagged = await transaction.get(
      threads()
        .where('authorEmail', '==', email)
        .where('unseenAnswer', '==', true)
        .limit(SEEN_BATCH),
    );
    if (flagged.empty && count === 0) return;
    for (const doc of flagged.docs) transaction.update(doc.ref, { unseenAnswer: false });
    if (record.exists)
      transaction.update(record.ref, {
        // Every flag cleared: the count is 0 whatever it drifted to; else lowered by as many.
        [UNSEEN_ANSWERS_FIELD]: flagged.size < SEEN_BATCH ? 0 : Math.max(0, count - flagged.size),
      });
  });
}
