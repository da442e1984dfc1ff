import 'server-only';

/**
 * The project's e-mail. `queueMail` stores a message once per id in the outbox
 * (mailOutbox) and sends it through SMTP (nodemailer, SMTP_URL, MAIL_FROM); what fails is
 * retried by POST /api/cron/mail. Callers check `wantsMail` first (`fetchMailAudience` and
 * `receivesMail` do, with the audience rule); the pure part is also
 * the client door, `@/lib/mail/client`.
 */
export * from './client';
export { fetchMailAudience } from './audience';
export type { MailAudience, OutgoingMail } from './compose';
export {
  deliverDueMail,
  fetchMailProblems,
  retryMail,
  type DeliveryReport,
  type MailProblem,
  type MailProblems,
  type RetryResult,
} from './deliver';
export {
  queueMail,
  unsentMailTo,
  withdrawMail,
  withdrawMailById,
  type OutboxDoc,
  type OutboxStatus,
} from './outbox';
export { MAX_ATTEMPTS, outboxDocId } from './outbox-rules';
export { mailLanguageOf, receivesMail, type MailRecipient } from './recipients';
export { mailDateTime, mailDuration, mailTranslator, mailZonedTime } from './words';
export { fetchMailPreferences, saveMailPreferences, turnOffTopic } from './preferences-store';
export { closeMailTransport } from './transport';
export {
  currentUnsubscribeKey,
  INVALID_UNSUBSCRIBE_LINK,
  readUnsubscribeLink,
  unsubscribeByLink,
} from './unsubscribe';
export { UNSUBSCRIBE_PATH, unsubscribeKey, unsubscribeUrl } from './unsubscribe-link';
