import 'server-only';
import { appendAuditEntry, beginAuditEntry, settleAuditEntry, type ChangeBy } from '../audit';
import { fetchCatalog } from '../content';
import { adminAuth, adminDb, sendSetPasswordEmail } from '../firebase';
import { log } from '../log';
import { memberKey } from './course-ids';
import { isSummarisableCourseId } from './course-summary';
import { accountEntry, findUser, findUserByUid, MemberError } from './provisioning';
import { parseMemberRecord } from './record';
import { endSessions, memberDoc } from './store';

/**
 * Moves a member to a new address: the record users/{from} (grants, courses, progress,
 * its bound account) becomes users/{to}, with the course summaries and the subscriptions
 * paid under the old address; the bound account's e-mail becomes the new address; every
 * session ends; the owner is sent the set-password e-mail at the new address. The audit
 * entry (on the old address, one more on the new) is written before the account changes.
 * A subscription's later events from the payment provider still carry the customer's
 * e-mail there: change it in the provider too.
 */
export async function moveMember(from: string, to: string, by: ChangeBy): Promise<void> {
  const source = memberKey(from);
  const target = memberKey(to);
  if (source === target) throw new MemberError('The new address is the current one');
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

/** Everything keyed by the old address, rekeyed in one transaction. */
async function moveRecords(
  source: string,
  target: string,
  uid: string,
  courseIds: string[],
  complete: (transaction: FirebaseFirestore.Transaction) => void,
): Promise<void> {
  const db = adminDb();
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
    transaction.create(memberDoc(target), { ...data, sessions: {} });
    transaction.delete(memberDoc(source));
    for (const summary of summaries.filter((doc) => doc.exists)) {
      transaction.set(summary.ref.parent.doc(target), summary.data()!);
      transaction.delete(summary.ref);
    }
    for (const subscription of subscriptions.docs)
      transaction.update(subscription.ref, { email: target });
    complete(transaction);
  });
}
