import 'server-only';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../firebase/admin';
import { userDocPath } from '../members/course-ids';

/**
 * Progress lives at users/{email}/progress/{classId}:
 * { courseId, position, duration (seconds), completed, updatedAt }.
 */
export type ClassProgress = {
  courseId: string;
  position: number;
  duration: number;
  completed: boolean;
};

const progressCollection = (email: string) =>
  adminDb().collection(`${userDocPath(email)}/progress`);

export async function readProgress(email: string): Promise<Map<string, ClassProgress>> {
  const snapshot = await progressCollection(email).get();
  const progress = new Map<string, ClassProgress>();
  for (const doc of snapshot.docs) {
    const data = doc.data();
    progress.set(doc.id, {
      courseId: typeof data.courseId === 'string' ? data.courseId : '',
      position: typeof data.position === 'number' ? data.position : 0,
      duration: typeof data.duration === 'number' ? data.duration : 0,
      completed: data.completed === true,
    });
  }
  return progress;
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
  await progressCollection(email)
    .doc(entry.classId)
    .set(
      {
        courseId: entry.courseId,
        position: entry.position,
        duration: entry.duration,
        updatedAt: FieldValue.serverTimestamp(),
        ...(entry.complete ? { completed: true } : {}),
      },
      { merge: true },
    );
}

export async function setCompleted(
  email: string,
  entry: { courseId: string; classId: string; completed: boolean },
): Promise<void> {
  await progressCollection(email).doc(entry.classId).set(
    {
      courseId: entry.courseId,
      completed: entry.completed,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
