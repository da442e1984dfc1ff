import 'server-only';

/**
 * The project's e-mail. `queueMail` stores a message once per id in the outbox
 * (mailOutbox) and sends it through SMTP (nodemailer, SMTP_URL, MAIL_FROM); what fails is
 * retried by POST /api/cron/mail. Callers check `wantsMail` first; the pure part is also
 * the client door, `@/lib/mail/client`.
 */
export * from './client';
export type { OutgoingMail } from './compose';
export { queueMail, type OutboxDoc, type OutboxStatus } from './outbox';
export { MAX_ATTEMPTS, outboxDocId } from './outbox-rules';
export { closeMailTransport } from './transport';
