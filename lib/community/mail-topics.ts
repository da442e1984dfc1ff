/**
 * The outbox names of the Traders Hub's e-mails (lib/mail: a mail's id, and its `about` that
 * withdrawMail drops the unsent copies of), shared by the e-mails and the writes that take a
 * post away (store.ts withdrawPostMail).
 */

/** The answer e-mail's id: the question's, so it goes once however many answers come. */
export const answerMailId = (threadId: string) => `community-answer:${threadId}`;

/** What an answer e-mail tells of: the one answer it quotes. */
export const answerMailTopic = (threadId: string, answerId: string) =>
  `community-answer:${threadId}/${answerId}`;

/**
 * What every coach's digest tells of: unanswered questions, any of which may be in it. Hiding
 * or deleting a question withdraws every digest not sent yet (that day's retry is lost; the
 * next day's digest comes as usual).
 */
export const DIGEST_MAIL_TOPIC = 'community-digest';
