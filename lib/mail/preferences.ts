import { MAIL_TOPICS, type MailTopic } from './topics';

export type MailPreferences = Record<MailTopic, boolean>;

/**
 * A member's mail choices from their record (users/{email}): `mail.<topic>`, on unless it
 * is exactly false, so records written before a topic existed get its mail.
 */
export function mailPreferencesOf(recordData: unknown): MailPreferences {
  const mail =
    typeof recordData === 'object' && recordData !== null
      ? (recordData as { mail?: unknown }).mail
      : undefined;
  const stored = typeof mail === 'object' && mail !== null ? (mail as Record<string, unknown>) : {};
  return Object.fromEntries(
    MAIL_TOPICS.map((topic) => [topic, stored[topic] !== false]),
  ) as MailPreferences;
}

export function wantsMail(preferences: MailPreferences, topic: MailTopic): boolean {
  return preferences[topic];
}
