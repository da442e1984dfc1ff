import 'server-only';
import { Timestamp } from 'firebase-admin/firestore';
import { memberDoc } from '../members';

/**
 * Progress lives in the member's record, users/{email}.progress.{classId}:
 * { courseId, position, duration (seconds), completed, updatedAt }, so the page that shows
 * it reads it with the access and session state in one read.
 */
async function writeProgress(email: string, classId: string, fields: Record<string, unknown>) {
  await memberDoc(email).set(
    // The server's clock: the local Firestore stand-in cannot transform a nested field.
    { progress: { [classId]: { ...fields, updatedAt: Timestamp.now() } } },
    { merge: true },
  );
}

/** Saves where the member is; `complete` only ever turns completion on, never off. */
export async function savePosition(
  email: string,
  entry: {
    courseId: string;
    classId: string;
    position: number;
    duration: number;
    complete: boolean;
  },
): Promise<void> {
  await writeProgress(email, entry.classId, {
    courseId: entry.courseId,
    position: entry.position,
    duration: entry.duration,
    ...(entry.complete ? { completed: true } : {}),
  });
}

export async function setCompleted(
  email: string,
  entry: { courseId: string; classId: string; completed: boolean },
): Promise<void> {
  await writeProgress(email, entry.classId, {
    courseId: entry.courseId,
    completed: entry.completed,
  });
}
