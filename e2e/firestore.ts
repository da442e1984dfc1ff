import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** Reads the test stack's Firestore emulator directly, to check what the app stored. */
export function testFirestore() {
  const app =
    getApps().find((a) => a.name === 'e2e') ??
    initializeApp({ projectId: 'demo-trading-academy' }, 'e2e');
  return getFirestore(app);
}
