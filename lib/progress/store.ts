import 'server-only';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../firebase';
import { writeCourseStatus } from '../grants';
import { memberDoc, parseMemberRecord } from '../members';
import { writeProgressStats } from '../stats';

/** The course a progress write is for, as the catalog lists it when the write happens. */
export type ProgressCourse = { id: string; classIds: readonly string[] };

/**
 * Progress lives in the member's record, users/{email}.progress.{classId}:
 * { courseId, position, duration (seconds), completed, updatedAt }, so the page that shows
 * it reads it with the access and session state in one read. The same transaction keeps
 * the member's status in the course (started, completed) for the course analytics.
 */
async function writeProgress(
  email: string,
  course: ProgressCourse,
  classId: string,
  fields: { position?: number; duration?: number; completed?: boolean },
) {
  const doc = memberDoc(email);
  await adminDb().runTransaction(async (transaction) => {
    const data = (await transaction.get(doc)).data();
    const before = parseMemberRecord(data).progress;
    const lastWatchedAt = typeof data?.lastWatchedAt === 'number' ? data.lastWatchedAt : null;
    const nowMs = Date.now();
    const entry = before.get(classId);
    const after = new Map(before).set(classId, {
      courseId: course.id,
      position: fields.position ?? entry?.position ?? 0,
      duration: fields.duration ?? entry?.duration ?? 0,
      completed: fields.completed ?? entry?.completed ?? false,
    });
    transaction.set(
      doc,
      // The server's clock: the local Firestore stand-in cannot transform a nested field.
      {
        progress: {
          [classId]: { courseId: course.id, ...fields, updatedAt: Timestamp.now() },
        },
        // Top-level, so the console's drifting members are one indexed query.
        lastWatchedAt: nowMs,
      },
      { merge: true },
    );
    writeCourseStatus(transaction, email, course, { before, after });
    const newlyCompleted = fields.completed === true && entry?.completed !== true;
    writeProgressStats(transaction, { lastWatchedAt, newlyCompleted }, nowMs);
  });
}

/** Saves where the member is; `complete` only ever turns completion on, never off. */
export async function savePosition(
  email: string,
  course: ProgressCourse,
  entry: { classId: string; position: number; duration: number; complete: boolean },
): Promise<void> {
  await writeProgress(email, course, entry.classId, {
    position: entry.position,
    duration: entry.duration,
    ...(entry.complete ? { completed: true } : {}),
  });
}

export async function setCompleted(
  email: string,
  course: ProgressCourse,
  entry: { classId: string; completed: boolean },
): Promise<void> {
  await writeProgress(email, course, entry.classId, { completed: entry.completed });
}
