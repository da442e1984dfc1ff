import 'server-only';
import { fetchCatalog } from '../content';
import { adminAuth, adminDb } from '../firebase';
import { isProvisioned, MEMBER_CLAIM } from './claims';
import { rewriteCourseSummary } from './course-members';
import { parseMemberRecord } from './record';

export type MigrationReport = {
  records: number;
  marked: number;
  progressMoved: number;
  /** (course, member) summaries written for the course analytics. */
  summaries: number;
};

/**
 * Brings records and accounts made before sessions lived in the record up to date; safe
 * to run again. Each users/{email} record's account gets the member claim (without it no
 * session opens), and progress kept in users/{email}/progress/{classId} documents moves
 * into the record's `progress` map, where a newer entry already there wins. Then each
 * member's course summary (access end, started, completed: lib/members/course-members.ts)
 * is rewritten from the record and the catalog. Reads every record once: for a deploy, not
 * for a request.
 */
export async function migrateMembers(): Promise<MigrationReport> {
  const report: MigrationReport = { records: 0, marked: 0, progressMoved: 0, summaries: 0 };
  const catalog = (await fetchCatalog()).courses.map((course) => ({
    id: course.id,
    classIds: course.classes.map((c) => c.id),
  }));
  const records = await adminDb().collection('users').get();
  for (const record of records.docs) {
    report.records += 1;
    const user = await adminAuth()
      .getUserByEmail(record.id)
      .catch(() => null);
    if (user && !isProvisioned(user.customClaims)) {
      await adminAuth().setCustomUserClaims(user.uid, {
        ...user.customClaims,
        [MEMBER_CLAIM]: true,
      });
      report.marked += 1;
    }
    const old = await record.ref.collection('progress').get();
    const current = parseMemberRecord(record.data());
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
