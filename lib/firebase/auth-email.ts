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
import type { Locale } from '../env/client';
import { FIREBASE_LANGUAGE_CODES } from './language';

const auths = new Map<Locale, Auth>();

/**
 * Firebase's web SDK on the server, for the one thing only it does: Firebase's own e-mails.
 * One instance per language, each with its fixed `languageCode`: the SDK reads the code when
 * it sends, so changing one shared instance's could mix two concurrent requests' languages.
 */
function emailAuth(locale: Locale): Auth {
  const known = auths.get(locale);
  if (known) return known;
  const config = getFirebaseClientConfig();
  const name = `auth-email-${locale}`;
  const app = getApps().some((a) => a.name === name)
    ? getApp(name)
    : initializeApp(
        { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
        name,
      );
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  auth.languageCode = FIREBASE_LANGUAGE_CODES[locale];
  auths.set(locale, auth);
  return auth;
}

/**
 * Sends the account's owner Firebase Auth's password e-mail (the template set in the
 * Firebase console), in `locale`, through which they choose a password: the site's reset
 * flow. lib/accounts' sendSetPasswordEmail picks the member's language.
 */
export async function sendFirebasePasswordEmail(email: string, locale: Locale): Promise<void> {
  await sendPasswordResetEmail(emailAuth(locale), email);
}
