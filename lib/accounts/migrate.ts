import 'server-only';
import { byCli, type ChangeBy } from '../audit';
import { addressMeTooMarks } from '../community';
import { fetchCatalog } from '../content';
import { adminAuth, adminDb } from '../firebase';
import { rewriteCourseSummary } from '../grants';
import { memberAccessUntil } from '../grants/client';
import { parseMemberRecord } from '../members';
import { foldAddress } from '../members/client';
import { rebuildStats, type MemberHistory } from '../stats';
import { provisionExistingAccount } from './provisioning';

export type MigrationReport = {
  records: number;
  /** Records bound to their address's account (see provisionAccount). */
  bound: number;
  /** Of those, accounts made outside the app: taken over (password replaced, owner e-mailed). */
  adopted: number;
  /** Records whose address's account is bound to another record: left unbound. */
  refused: number;
  progressMoved: number;
  /** (course, member) summaries written for the course analytics. */
  summaries: number;
  /** stats/* documents rewritten for the console's overview. */
  statsDocs: number;
  /** Traders Hub "me too" marks given their address, so a move finds them (lib/community). */
  meTooMarks: number;
};

/** When each address's account was created (ms), 100 lookups a call. */
async function accountsCreated(emails: string[]): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  for (let i = 0; i < emails.length; i += 100) {
    const { users } = await adminAuth().getUsers(
      emails.slice(i, i + 100).map((email) => ({ email })),
    );
    for (const user of users) {
      const at = Date.parse(user.metadata.creationTime);
      if (user.email && Number.isFinite(at)) created.set(foldAddress(user.email), at);
    }
  }
  return created;
}

/**
 * Brings records and accounts made before records were bound to accounts, and before
 * sessions lived in the record, up to date; safe to run again. Each users/{email} record
 * without a bound account is bound to its address's account the way provisioning binds
 * one (without it no session opens): an account the app made (member claim) as it is, one
 * it did not adopted (password replaced, owner e-mailed, audited), one bound to another
 * record refused. Progress kept in users/{email}/progress/{classId} documents moves into
 * the record's `progress` map, where a newer entry already there wins. Then each member's
 * course summary (access end, started, completed: lib/grants/course-members.ts) is
 * rewritten from the record and the catalog, its access end and last watching time are
 * set on the record, and the console overview's counters (lib/stats) are rebuilt from
 * them all; the Traders Hub's "me too" marks made before they carried their address are
 * given it (addressMeTooMarks). Reads every record once: for a deploy, not for a request.
 */
export async function migrateMembers(by: ChangeBy = byCli()): Promise<MigrationReport> {
  const report: MigrationReport = {
    records: 0,
    bound: 0,
    adopted: 0,
    refused: 0,
    progressMoved: 0,
    summaries: 0,
    statsDocs: 0,
    meTooMarks: 0,
  };
  const histories = new Map<string, Omit<MemberHistory, 'joinedAt'>>();
  const catalog = (await fetchCatalog()).courses.map((course) => ({
    id: course.id,
    classIds: course.classes.map((c) => c.id),
  }));
  const records = await adminDb().collection('users').get();
  for (const record of records.docs) {
    report.records += 1;
    const current = parseMemberRecord(record.data());
    if (!current.uid) {
      const account = await provisionExistingAccount(record.id, by);
      if (account?.refused) report.refused += 1;
      else if (account) report.bound += 1;
      if (account?.adopted) report.adopted += 1;
    }
    const old = await record.ref.collection('progress').get();
    const moved = old.docs.filter((doc) => !current.progress.has(doc.id));
    if (moved.length > 0) {
      await record.ref.set(
        { progress: Object.fromEntries(moved.map((doc) => [doc.id, doc.data()])) },
        { merge: true },
      );
      report.progressMoved += moved.length;
    }
    const migrated =
      moved.length > 0 ? parseMemberRecord((await record.ref.get()).data()) : current;
    report.summaries += await rewriteCourseSummary(
      record.id,
      migrated.grants,
      migrated.progress,
      catalog,
    );
    const saved = [...migrated.progress.values()];
    const times = saved.flatMap((entry) =>
      entry.updatedAt === undefined ? [] : [entry.updatedAt],
    );
    const history = {
      accessUntil: memberAccessUntil(migrated.grants),
      lastWatchedAt: times.length > 0 ? Math.max(...times) : null,
      completedAt: saved.flatMap((e) => (e.completed && e.updatedAt ? [e.updatedAt] : [])),
    };
    histories.set(record.id, history);
    await record.ref.set(
      { accessUntil: history.accessUntil, lastWatchedAt: history.lastWatchedAt },
      { merge: true },
    );
  }
  const joined = await accountsCreated([...histories.keys()]);
  report.statsDocs = await rebuildStats(
    [...histories].map(([email, history]) => ({ ...history, joinedAt: joined.get(email) ?? null })),
  );
  report.meTooMarks = await addressMeTooMarks();
  return report;
}
