import 'server-only';
import { adminDb } from '../firebase';
import { memberKey } from '../members/client';
import { mailPreferencesOf, type MailPreferences } from './preferences';
import type { MailTopic } from './topics';

const NOT_FOUND = 5;

const userDoc = (email: string) => adminDb().doc(`users/${memberKey(email)}`);

/** The member's mail choices, from their record (every topic on when none is stored). */
export async function fetchMailPreferences(email: string): Promise<MailPreferences> {
  return mailPreferencesOf((await userDoc(email).get()).data());
}

/** Stores every choice at once (the settings form sends them all); the record must exist. */
export async function saveMailPreferences(
  email: string,
  preferences: MailPreferences,
): Promise<void> {
  await userDoc(email).update({ mail: { ...preferences } });
}

/**
 * Turns one topic off for an address (a one-click unsubscribe). False when there is no
 * record for it: nothing is created for an address that is no member.
 */
export async function turnOffTopic(address: string, topic: MailTopic): Promise<boolean> {
  try {
    await userDoc(address).update({ [`mail.${topic}`]: false });
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === NOT_FOUND) return false;
    throw error;
  }
}
