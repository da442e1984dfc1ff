import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { LOCAL_STACK } from '../../lib/env';

/** An admin app on the test stack (the emulator hosts come from the test runner). */
export function testApp() {
  return (
    getApps().find((a) => a.name === 'e2e') ??
    initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? LOCAL_STACK.projectId }, 'e2e')
  );
}

export function testFirestore() {
  return getFirestore(testApp());
}

/**
 * A class's progress, users/{email}.progress.{classId}, read and cleared with the same
 * calls the specs would use on a document of its own.
 */
export function progressEntry(email: string, classId: string) {
  const record = () => testFirestore().doc(`users/${email}`);
  const field = new FieldPath('progress', classId);
  return {
    async get() {
      const data = (await record().get()).get(field) as Record<string, unknown> | undefined;
      return { exists: data !== undefined, data: () => data, get: (name: string) => data?.[name] };
    },
    async delete() {
      // The whole map is written back: the local stand-in ignores FieldValue.delete().
      const progress = { ...(await record().get()).get('progress') };
      delete progress[classId];
      await record().set({ progress }, { mergeFields: ['progress'] });
    },
  };
}
