import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LOCAL_STACK } from '../lib/local-stack';

/** The test stack's Firestore emulator (FIRESTORE_EMULATOR_HOST comes from the test runner). */
export function testFirestore() {
  const app =
    getApps().find((a) => a.name === 'e2e') ??
    initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID ?? LOCAL_STACK.projectId }, 'e2e');
  return getFirestore(app);
}
