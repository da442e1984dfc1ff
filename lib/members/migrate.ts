import 'server-only';
import { isProvisioned, MEMBER_CLAIM } from '../auth/client';
import { adminAuth, adminDb } from '../firebase';
import { parseMemberRecord } from './record';

export type MigrationReport = { records: number; marked: number; progressMoved: number };

/**
 * Brings records and accounts made before sessions lived in the record up to date; safe
 * to run again. Each users/{email} record's account gets the member claim (without it no
 * session opens), and progress kept in users/{email}/progress/{classId} documents moves
 * into the record's `progress` map, where a newer entry already there wins. Reads every
 * record once: for a deploy, not for a request.
 */
export async function migrateMembers(): Promise<MigrationReport> {
  const report: MigrationReport = { records: 0, marked: 0, progressMoved: 0 };
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
    const current = parseMemberRecord(record.data()).progress;
    const moved = old.docs.filter((doc) => !current.has(doc.id));
    if (moved.length === 0) continue;
    await record.ref.set(
      { progress: Object.fromEntries(moved.map((doc) => [doc.id, doc.data()])) },
      { merge: true },
    );
    report.progressMoved += moved.length;
  }
  return report;
}
