import 'server-only';
import { appendAuditEntry, beginAuditEntry, settleAuditEntry, type ChangeBy } from '../audit';
import { hasMemberPosts, moveMemberPosts } from '../community';
import { fetchCatalog } from '../content';
import { adminAuth, adminDb } from '../firebase';
import { isSummarisableCourseId } from '../grants/client';
import { log } from '../log';
import { unsentMailTo } from '../mail';
import {
  CLASS_ACTIVITY_COMPLETE_FIELD,
  endSessions,
  MEMBER_COLLECTIONS,
  memberCollection,
  memberDoc,
  MemberError,
  parseMemberRecord,
  type MemberCollection,
} from '../members';
import { isMailableKey, memberKey } from '../members/client';
import { sendSetPasswordEmail } from './password-email';
import { accountEntry, findUser, findUserByUid } from './provisioning';

/** Documents of a collection under the record moved per transaction (two writes each). */
const CHUNK = 200;
/** Moved in the record's own transaction: the running totals of the other collections. */
const WITH_RECORD: MemberCollection = 'counters';
/** Moved ahead of the record, CHUNK documents at a time: notes can number hundreds. */
const CHUNKED = MEMBER_COLLECTIONS.filter((name) => name !== WITH_RECORD);

/**
 * Moves a member to a new address: the record users/{from} (grants, courses, progress,
 * calendar feed, mail choices, visits, its bound account) becomes users/{to}, with the
 * collections under it (notes and their count), the course summaries, the nudge record,
 * the member's Traders Hub questions, answers, reports and "me too" marks (lib/community
 * moveMemberPosts), the subscriptions, one-off payments and payment customers of the old
 * address, and the e-mails to it not sent yet (lib/mail unsentMailTo); the bound account's
 * e-mail becomes the new address; every session ends; the owner is sent the
 * set-password e-mail at the new address. The audit entry (on the old address, one more on
 * the new) is written before the account changes. The payment provider's later events still
 * carry the old e-mail; they follow the member through the subscription, charge or customer
 * they name (lib/payments/event-store.ts), all rewritten here in the record's transaction, so a
 * payment applied meanwhile (it writes the record) makes this transaction run again and is
 * moved too. The audit log and the payment events stay as they were recorded, under the old
 * address.
 */
export async function moveMember(from: string, to: string, by: ChangeBy): Promise<void> {
  const source = memberKey(from);
  const target = memberKey(to);
  if (source === target) throw new MemberError('The new address is the current one');
  if (!isMailableKey(target))
    throw new MemberError(`${target} is not an address mail can reach (like name@example.com)`);
  const { uid } = parseMemberRecord((await memberDoc(source).get()).data());
  const account = uid ? await findUserByUid(uid) : null;
  if (!account) throw new MemberError(`${source} has no account to move`);
  const holder = await findUser(target);
  if (holder && holder.uid !== account.uid)
    throw new MemberError(`${target} belongs to another account`);
  if ((await memberDoc(target).get()).exists)
    throw new MemberError(`${target} already has a member record`);
  const courseIds = (await fetchCatalog()).courses.map((course) => course.id);

  const detail = `${source} → ${target}`;
  const pending = await beginAuditEntry(accountEntry(source, 'move', by, detail));
  try {
    if (account.email !== target) await adminAuth().updateUser(account.uid, { email: target });
    await moveRecords(source, target, account.uid, courseIds, (transaction) => {
      settleAuditEntry(transaction, pending, 'done');
      appendAuditEntry(transaction, accountEntry(target, 'move', by, detail));
    });
  } catch (error) {
    const batch = adminDb().batch();
    settleAuditEntry(batch, pending, 'failed');
    await batch.commit().catch(() => undefined);
    throw error;
  }
  await endSessions({ uid: account.uid, email: target });
  await sendSetPasswordEmail(target).catch((error: unknown) =>
    log('error', 'moved member e-mail failed', { uid: account.uid, error }),
  );
}

/** Refuses to go on once the new address has a record (another move, an import meanwhile). */
async function targetStillFree(transaction: FirebaseFirestore.Transaction, target: string) {
  if ((await transaction.get(memberDoc(target))).exists)
    throw new MemberError(`${target} already has a member record`);
}

/**
 * Moves the documents of one collection under the record, CHUNK at a time, each chunk's
 * copies and deletes in one transaction: a note is in exactly one place at every moment, so
 * none is lost or doubled when the move stops midway (the record, still at the old address,
 * is moved again and carries the rest). The collection's count stays with the record.
 */
async function moveCollection(source: string, target: string, name: MemberCollection) {
  const db = adminDb();
  for (;;) {
    const moved = await db.runTransaction(async (transaction) => {
      await targetStillFree(transaction, target);
      const chunk = await transaction.get(memberCollection(source, name).limit(CHUNK));
      for (const doc of chunk.docs) {
        transaction.set(memberCollection(target, name).doc(doc.id), doc.data());
        transaction.delete(doc.ref);
      }
      return chunk.size;
    });
    if (moved < CHUNK) return;
  }
}

/**
 * Everything keyed by the old address, rekeyed: the large collections under the record and
 * the Traders Hub's posts first, in chunks; then, in one transaction, the record with the
 * rest and whatever was added to those collections meanwhile (a post made meanwhile: the
 * move is refused, to be run again).
 */
async function moveRecords(
  source: string,
  target: string,
  uid: string,
  courseIds: string[],
  complete: (transaction: FirebaseFirestore.Transaction) => void,
): Promise<void> {
  const db = adminDb();
  for (const name of CHUNKED) await moveCollection(source, target, name);
  await moveMemberPosts(source, target, (transaction) => targetStillFree(transaction, target));
  await db.runTransaction(async (transaction) => {
    const [from, into] = await transaction.getAll(memberDoc(source), memberDoc(target));
    if (into!.exists) throw new MemberError(`${target} already has a member record`);
    const data = from!.data() ?? {};
    if (data.uid !== uid) throw new MemberError(`${source} changed meanwhile; try again`);
    const grantCourses = Object.values(parseMemberRecord(data).grants).flatMap((g) => g.courses);
    const summaryIds = [...new Set([...courseIds, ...grantCourses])].filter(isSummarisableCourseId);
    const summaries = summaryIds.length
      ? await transaction.getAll(
          ...summaryIds.map((id) => db.doc(`courseMembers/${id}/members/${source}`)),
        )
      : [];
    const subscriptions = await transaction.get(
      db.collection('subscriptions').where('email', '==', source),
    );
    // One-off payments (lib/payments): a later refund finds the member by this e-mail.
    const charges = await transaction.get(db.collection('charges').where('email', '==', source));
    // The payment provider's customers paying for the member: their later payments (a new
    // checkout, under the e-mail the provider still has) find the member by this e-mail.
    const customers = await transaction.get(
      db.collection('customers').where('email', '==', source),
    );
    // The console's last nudge (lib/admin/drifting.ts), so none is sent twice in 14 days.
    const nudge = await transaction.get(db.doc(`nudges/${source}`));
    const mail = await transaction.get(unsentMailTo(source));
    const counters = await transaction.get(memberCollection(source, WITH_RECORD));
    const latecomers = await Promise.all(
      CHUNKED.map((name) => transaction.get(memberCollection(source, name).limit(CHUNK + 1))),
    );
    if (latecomers.some((docs) => docs.size > CHUNK) || (await hasMemberPosts(transaction, source)))
      throw new MemberError(`${source} changed meanwhile; try again`);
    // Without the marker that its lists of classes with notes and trades are complete: a
    // backfill at the old address while the notes moved can have found none, so the new
    // address computes the lists again on its first /home (lib/activity).
    const moved: Record<string, unknown> = { ...data, sessions: {} };
    delete moved[CLASS_ACTIVITY_COMPLETE_FIELD];
    transaction.create(memberDoc(target), moved);
    transaction.delete(memberDoc(source));
    for (const summary of summaries.filter((doc) => doc.exists)) {
      transaction.set(summary.ref.parent.doc(target), summary.data()!);
      transaction.delete(summary.ref);
    }
    for (const subscription of subscriptions.docs)
      transaction.update(subscription.ref, { email: target });
    for (const payment of [...charges.docs, ...customers.docs])
      transaction.update(payment.ref, { email: target });
    for (const message of mail.docs)
      transaction.update(message.ref, { to: target, updatedAt: Date.now() });
    if (nudge.exists) {
      transaction.set(db.doc(`nudges/${target}`), nudge.data()!);
      transaction.delete(nudge.ref);
    }
    for (const doc of [...counters.docs, ...latecomers.flatMap((docs) => docs.docs)]) {
      transaction.set(memberDoc(target).collection(doc.ref.parent.id).doc(doc.id), doc.data());
      transaction.delete(doc.ref);
    }
    complete(transaction);
  });
}
