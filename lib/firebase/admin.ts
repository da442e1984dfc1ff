import 'server-only';
import { cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getServerEnv } from '../env';

const APP_NAME = 'trading-academy';

/** One admin app per server process; without a service account it falls back to ADC or the emulators. */
function adminApp(): App {
  if (getApps().some((app) => app.name === APP_NAME)) return getApp(APP_NAME);
  const env = getServerEnv();
  const serviceAccount = env.FIREBASE_SERVICE_ACCOUNT
    ? JSON.parse(env.FIREBASE_SERVICE_ACCOUNT)
    : null;
  return initializeApp(
    {
      projectId: env.FIREBASE_PROJECT_ID,
      ...(serviceAccount ? { credential: cert(serviceAccount) } : {}),
    },
    APP_NAME,
  );
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}
