/** What a member can turn off, each on its own: users/{email}.mail.<topic>. */
export const MAIL_TOPICS = [
  'reminders',
  'announcements',
  'nudges',
  'answers',
  'coachDigest',
] as const;

export type MailTopic = (typeof MAIL_TOPICS)[number];

export function isMailTopic(value: unknown): value is MailTopic {
  return typeof value === 'string' && (MAIL_TOPICS as readonly string[]).includes(value);
}

/** How the footer of a topic's mail and the unsubscribe page name it. */
export const MAIL_TOPIC_NAMES: Record<MailTopic, string> = {
  reminders: 'reminders of live sessions',
  announcements: 'announcements',
  nudges: 'reminders to keep learning',
  answers: 'answers to my questions',
  coachDigest: 'the daily unanswered questions for coaches',
};
