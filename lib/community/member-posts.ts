import 'server-only';
import {
  FieldPath,
  type DocumentReference,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { isOperator } from '../accounts/client';
import type { ChangeBy } from '../audit';
import { adminAuth, adminDb } from '../firebase';
import { memberDoc, memberKey } from '../members';
import { displayNameOf } from './rules';
import {
  ANSWERS,
  dropSummaryOf,
  fetchIsCoach,
  ME_TOO,
  ME_TOO_EMAIL_FIELD,
  refreshClassSummary,
  reportId,
  REPORTS,
  THREADS,
  toThread,
  writeCoachRole,
} from './store';

/** Documents rewritten per transaction (each one or two writes, beside a summary's delete). */
const CHUNK = 200;

/** What one chunk changed: how many documents it found, and the classes whose page it may have altered. */
type Chunk = { found: number; classIds: Set<string> };

/** The member's questions, answers (every question's), reports and "me too" marks at an address. */
const questionsBy = (email: string) =>
  adminDb().collection(THREADS).where('authorEmail', '==', email);
const answersBy = (email: string) =>
  adminDb().collectionGroup(ANSWERS).where('authorEmail', '==', email);
const reportsBy = (email: string) => adminDb().collection(REPORTS).where('by', '==', email);
const marksBy = (email: string) =>
  adminDb().collectionGroup(ME_TOO).where(ME_TOO_EMAIL_FIELD, '==', email);

/** The class of each question these references are under (an answer's, a mark's), as stored now. */
async function classesOf(transaction: Transaction, threads: DocumentReference[]) {
  const unique = [...new Map(threads.map((ref) => [ref.path, ref])).values()];
  const read = unique.length > 0 ? await transaction.getAll(...unique) : [];
  return new Set(read.map(toThread).flatMap((thread) => (thread ? [thread.classId] : [])));
}

/** A question's reference from one of its answers or marks. */
const questionOf = (ref: DocumentReference) => ref.parent.parent!;

/**
 * Moves one chunk of one kind, in a transaction that first runs `guard`: the documents of
 * `query` (at most CHUNK) rewritten by `rewrite`, and the summaries of the classes it names
 * deleted (a blind write, dropSummaryOf), so none is shown from before.
 */
async function moveChunk(
  guard: (transaction: Transaction) => Promise<void>,
  query: Query,
  rewrite: (
    transaction: Transaction,
    docs: FirebaseFirestore.QueryDocumentSnapshot[],
  ) => Promise<Set<string>>,
): Promise<Chunk> {
  return adminDb().runTransaction(async (transaction) => {
    await guard(transaction);
    const docs = (await transaction.get(query.limit(CHUNK))).docs;
    const classIds = await rewrite(transaction, docs);
    for (const classId of classIds) dropSummaryOf(transaction, classId);
    return { found: docs.length, classIds };
  });
}

/**
 * Everything of the Traders Hub that names a member by address, moved from `source` to
 * `target` (lib/accounts moveMember): their questions and answers (the author, and the name
 * shown, which is the address's), their reports (by, and the id, which is of the post and
 * the reporter: reportId) and their "me too" marks (threads/{id}/meToo/{email}, re-keyed, the
 * question's count unchanged; found by the address they carry: ME_TOO_EMAIL_FIELD). CHUNK
 * documents at a time, each chunk one transaction that runs `guard` first (the move's check
 * that the target has no record yet) and deletes the summaries of the classes it changed,
 * rebuilt after its commit: a move stopped midway leaves each document at one address or the
 * other and no summary from before (the class page builds an absent one), and running it
 * again moves the rest. The member's record (coach, counts, marks' ids) moves with the record.
 */
export async function moveMemberPosts(
  source: string,
  target: string,
  guard: (transaction: Transaction) => Promise<void>,
): Promise<void> {
  const author = { authorEmail: target, authorName: displayNameOf(target) };
  const kinds: Array<[Query, Parameters<typeof moveChunk>[2]]> = [
    [
      questionsBy(source),
      async (transaction, docs) => {
        for (const doc of docs) transaction.update(doc.ref, author);
        return new Set(docs.map((doc) => String(doc.get('classId'))));
      },
    ],
    [
      answersBy(source),
      async (transaction, docs) => {
        const classIds = await classesOf(
          transaction,
          docs.map((doc) => questionOf(doc.ref)),
        );
        for (const doc of docs) transaction.update(doc.ref, author);
        return classIds;
      },
    ],
    [
      reportsBy(source),
      async (transaction, docs) => {
        for (const doc of docs) {
          const post = { threadId: String(doc.get('threadId')), answerId: doc.get('answerId') };
          const moved = adminDb().collection(REPORTS).doc(reportId(post, target));
          transaction.set(moved, { ...doc.data(), by: target });
          transaction.delete(doc.ref);
        }
        return new Set();
      },
    ],
    [marksBy(source), (transaction, docs) => moveMarks(transaction, docs, target)],
  ];
  for (const [query, rewrite] of kinds)
    for (;;) {
      const chunk = await moveChunk(guard, query, rewrite);
      await Promise.all([...chunk.classIds].map((classId) => refreshClassSummary(classId)));
      if (chunk.found < CHUNK) break;
    }
}

/**
 * "Me too" marks re-keyed to the target address, the count kept. A question the target had
 * marked already (an operator's address, which has no record) keeps one mark: its count is
 * one less, and its class's summary is rebuilt.
 */
async function moveMarks(
  transaction: Transaction,
  docs: FirebaseFirestore.QueryDocumentSnapshot[],
  target: string,
): Promise<Set<string>> {
  const moved = docs.map((doc) => doc.ref.parent.doc(target));
  const already = moved.length > 0 ? await transaction.getAll(...moved) : [];
  const doubled = docs.filter((_, i) => already[i]!.exists).map((doc) => questionOf(doc.ref));
  const questions = doubled.length > 0 ? await transaction.getAll(...doubled) : [];
  docs.forEach((doc, i) => {
    if (!already[i]!.exists)
      transaction.create(moved[i]!, { ...doc.data(), [ME_TOO_EMAIL_FIELD]: target });
    transaction.delete(doc.ref);
  });
  const classIds = new Set<string>();
  for (const question of questions.map(toThread)) {
    if (!question) continue;
    transaction.update(adminDb().collection(THREADS).doc(question.id), {
      meToo: Math.max(0, question.meToo - 1),
    });
    classIds.add(question.classId);
  }
  return classIds;
}

/**
 * Whether anything of the Traders Hub still names `source` (read in the move's last
 * transaction: a post made while the move ran means it must run again).
 */
export async function hasMemberPosts(transaction: Transaction, source: string): Promise<boolean> {
  const found = await Promise.all(
    [questionsBy(source), answersBy(source), reportsBy(source), marksBy(source)].map((query) =>
      transaction.get(query.limit(1)),
    ),
  );
  return found.some((snapshot) => !snapshot.empty);
}

/** Marks read per transaction by addressMeTooMarks. */
const MARKS_PAGE = 300;

/**
 * Gives each "me too" mark made before marks carried their address (ME_TOO_EMAIL_FIELD) its
 * address, so a move finds it: a deploy step (lib/accounts migrateMembers), safe to run again,
 * reading every mark once, MARKS_PAGE at a time, each page in a transaction (a mark taken back
 * meanwhile is not written again). Answers how many it gave their address.
 */
export async function addressMeTooMarks(): Promise<number> {
  const db = adminDb();
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  let changed = 0;
  for (;;) {
    const page = await db.runTransaction(async (transaction) => {
      const query = db.collectionGroup(ME_TOO).orderBy(FieldPath.documentId()).limit(MARKS_PAGE);
      const docs = (await transaction.get(after ? query.startAfter(after) : query)).docs;
      const unaddressed = docs.filter((doc) => doc.get(ME_TOO_EMAIL_FIELD) !== doc.id);
      for (const doc of unaddressed) transaction.update(doc.ref, { [ME_TOO_EMAIL_FIELD]: doc.id });
      return { docs, changed: unaddressed.length };
    });
    changed += page.changed;
    if (page.docs.length < MARKS_PAGE) return changed;
    after = page.docs.at(-1);
  }
}

/** Whether the account bound to the member's record holds the operator role (lib/accounts claims). */
async function isOperatorRecord(member: string): Promise<boolean> {
  const uid: unknown = (await memberDoc(member).get()).get('uid');
  if (typeof uid !== 'string' || !uid) return false;
  try {
    return isOperator((await adminAuth().getUser(uid)).customClaims);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * Gives or removes the coach role (answers with the Coach badge, no console access); an
 * address with no member record is refused (MemberError). The member's earlier answers are
 * given the badge or lose it too (rewriteAnswerBadges); an operator's keep it: operators are
 * always coaches (store.ts posterIn).
 */
export async function setCoach(email: string, coach: boolean, by: ChangeBy): Promise<void> {
  const member = await writeCoachRole(email, coach, by);
  await rewriteAnswerBadges(member, coach || (await isOperatorRecord(member)));
}

/**
 * After the operator role was given or taken (lib/accounts setOperator): the member's
 * earlier answers badged as the role and the coach role now say, an operator's always.
 */
export async function refreshOperatorBadges(email: string, operator: boolean): Promise<void> {
  const member = memberKey(email);
  await rewriteAnswerBadges(member, operator || (await fetchIsCoach(member)));
}

/**
 * The Coach badge is copied into each answer when written, so a role change rewrites the
 * member's earlier answers, after the role changed (an answer written meanwhile read it in
 * its transaction): CHUNK at a time by document path, each chunk one transaction that drops
 * the summaries of the classes it changed, rebuilt after its commit. Stopped midway, running
 * the change again completes it.
 */
async function rewriteAnswerBadges(member: string, badge: boolean): Promise<void> {
  const query = answersBy(member).orderBy(FieldPath.documentId()).limit(CHUNK);
  let after: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    const chunk = await adminDb().runTransaction(async (transaction) => {
      const docs = (await transaction.get(after ? query.startAfter(after) : query)).docs;
      const changed = docs.filter((doc) => doc.get('coach') !== badge);
      const classIds = await classesOf(
        transaction,
        changed.map((doc) => questionOf(doc.ref)),
      );
      for (const doc of changed) transaction.update(doc.ref, { coach: badge });
      for (const classId of classIds) dropSummaryOf(transaction, classId);
      return { docs, classIds };
    });
    await Promise.all([...chunk.classIds].map((classId) => refreshClassSummary(classId)));
    if (chunk.docs.length < CHUNK) return;
    after = chunk.docs.at(-1);
  }
}
