import 'server-only';
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  sendPasswordResetEmail,
  type Auth,
} from 'firebase/auth';
import { getFirebaseClientConfig } from '../env';

const APP_NAME = 'auth-email';
let auth: Auth | undefined;

/** Firebase's web SDK on the server, for the one thing only it does: Firebase's own e-mails. */
function emailAuth(): Auth {
  if (auth) return auth;
  const config = getFirebaseClientConfig();
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
        APP_NAME,
      );
  auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/**
 * Sends the account's owner Firebase Auth's password e-mail (the template set in the
 * Firebase console), through which they choose a password: the site's reset flow.
 */
export async function sendSetPasswordEmail(email: string): Promise<void> {
  await sendPasswordResetEmail(emailAuth(), email);
}
