import { getApp, getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, type Auth } from 'firebase/auth';
import type { FirebaseClientConfig } from '../env';

export { FIREBASE_LANGUAGE_CODES, firebaseLanguageOf } from './language';

/**
 * Browser sign-in only. Persistence is in memory: the HttpOnly session cookie is the one
 * session, so nothing about the user is left in the browser's storage.
 */
export function browserAuth(config: FirebaseClientConfig): Auth {
  if (getApps().length > 0) return initializeAuthOnce(getApp(), config);
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
  });
  return initializeAuthOnce(app, config);
}

let auth: Auth | undefined;

function initializeAuthOnce(app: ReturnType<typeof getApp>, config: FirebaseClientConfig): Auth {
  if (auth) return auth;
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}
