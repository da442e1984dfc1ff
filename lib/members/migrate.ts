import 'server-only';
import { byCli, type ChangeBy } from '../audit';
import { fetchCatalog } from '../content';
import { adminDb } from '../firebase';
import { rewriteCourseSummary } from './course-members';
import { provisionExistingAccount } from './provisioning';
import { parseMemberRecord } from './record';

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
};

/**
 * Brings records and accounts made before records were bound to accounts, and before
 * sessions lived in the record, up to date; safe to run again. Each users/{email} record
 * without a bound account is bound to its address's account the way provisioning binds
 * one (without it no session opens): an account the app made (member claim) as it is, one
 * it did not adopted (password replaced, owner e-mailed, audited), one bound to another
 * record refused. Progress kept in users/{email}/progress/{classId} documents moves into
 * the record's `progress` map, where a newer entry already there wins. Then each member's
 * course summary (access end, started, completed: lib/members/course-members.ts) is
 * rewritten from the record and the catalog. Reads every record once: for a deploy, not
 * for a request.
 */
export async function migrateMembers(by: ChangeBy = byCli()): Promise<MigrationReport> {
  const report: MigrationReport = {
    records: 0,
    bound: 0,
    adopted: 0,
    refused: 0,
    progressMoved: 0,
    summaries: 0,
  };
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
  }
  return report;
}
