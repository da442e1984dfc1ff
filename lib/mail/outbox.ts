import 'server-only';
import type { DocumentReference } from 'firebase-admin/firestore';
import { getMailConfig } from '../env';
import { adminDb } from '../firebase';
import { isLocale, type Locale } from '../i18n';
import { log } from '../log';
import { composeMessage, type MailAudience, type OutgoingMail } from './compose';
import {
  CLAIM_MS,
  describeSendError,
  MAX_ATTEMPTS,
  OUTBOX,
  outboxDocId,
  retryDelayMs,
} from './outbox-rules';
import type { MailTopic } from './topics';
import { sendMessage } from './transport';
import { currentUnsubscribeKey } from './unsubscribe';

/**
 * sending: claimed by one sender (queueMail, the cron job or an operator's retry);
 * waiting: an attempt failed, the cron job tries again at nextAttemptAt; sent; failed: past
 * the last attempt, shown in the console with a Retry; dropped: its recipient no longer
 * received it (disabled, access or topic gone) when a retry came, or what it tells of
 * changed before it could go (withdrawMail).
 */
export type OutboxStatus = 'sending' | 'waiting' | 'sent' | 'failed' | 'dropped';

/**
 * mailOutbox/{sha256 of id}. `nextAttemptAt` (ms) is a number only while the message needs
 * a sender (null once sent or failed): the cron job's one range query finds what is due,
 * and a claimed message comes back due if its sender dies mid-send.
 */
export type OutboxDoc = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribe: MailTopic | null;
  /** Whom a topic's mail is for (MailAudience); absent: any access (and on older messages). */
  audience?: MailAudience;
  /** What it tells of (OutgoingMail's `about`), for withdrawMail. */
  about?: string;
  /** The recipient's language (lib/i18n); absent on messages queued before languages: English. */
  language?: Locale;
  /**
   * Withdrawn while a sender had it (withdrawMail): what it tells of changed. The send under
   * way may still go; nothing after it does (the next claim drops it).
   */
  withdrawn?: true;
  /** OutgoingMail's `expiresAt`: a retry from then on drops it. */
  expiresAt?: number;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  sentAt?: number;
};

/** The audience as Firestore keeps it: no undefined fields. */
const storedAudience = ({ courseIds, every, opensAfterDays }: MailAudience): MailAudience => ({
  courseIds: [...courseIds],
  ...(every ? { every } : {}),
  ...(opensAfterDays ? { opensAfterDays: { ...opensAfterDays } } : {}),
});

const ALREADY_EXISTS = 6;
const isAlreadyExists = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;

export const outboxCollection = () => adminDb().collection(OUTBOX);
export const outboxRef = (docId: string) => outboxCollection().doc(docId);

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

function checkMessage(message: OutgoingMail): void {
  if (!message.id.trim()) throw new Error('A mail needs an id');
  if (!ADDRESS.test(message.to)) throw new Error('A mail needs one plain e-mail address in to');
  if (!message.subject.trim() || /[\r\n]/.test(message.subject))
    throw new Error('A mail needs a one-line subject');
  if (!message.text.trim() || !message.html.trim())
    throw new Error('A mail needs both a text and an HTML part');
}

/**
 * Queues a message exactly once per id (Firestore create(): a second call, from any
 * instance, finds the document and is a no-op) and tries to send it at once. A failed send
 * is kept for the cron job; only a failure to store the message throws.
 */
export async function queueMail(message: OutgoingMail): Promise<'queued' | 'duplicate'> {
  checkMessage(message);
  const ref = outboxRef(outboxDocId(message.id));
  const now = Date.now();
  const doc: OutboxDoc = {
    id: message.id,
    to: message.to.trim(),
    subject: message.subject,
    text: message.text,
    html: message.html,
    unsubscribe: message.unsubscribe ?? null,
    ...(message.audience ? { audience: storedAudience(message.audience) } : {}),
    ...(message.about ? { about: message.about } : {}),
    ...(message.language ? { language: message.language } : {}),
    ...(message.expiresAt !== undefined ? { expiresAt: message.expiresAt } : {}),
    status: 'sending',
    attempts: 0,
    nextAttemptAt: now + CLAIM_MS,
    lastError: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ref.create(doc);
  } catch (error) {
    if (isAlreadyExists(error)) return 'duplicate';
    throw error;
  }
  await attempt(ref, doc);
  return 'queued';
}

export type AttemptOutcome = 'sent' | 'waiting' | 'failed';

/** One send of a claimed message, and its outcome recorded on the document. */
export async function attempt(ref: DocumentReference, doc: OutboxDoc): Promise<AttemptOutcome> {
  const config = getMailConfig();
  const attempts = doc.attempts + 1;
  try {
    await sendMessage(
      config.smtpUrl,
      composeMessage(
        {
          to: doc.to,
          subject: doc.subject,
          text: doc.text,
          html: doc.html,
          unsubscribe: doc.unsubscribe ?? undefined,
          ...(isLocale(doc.language) ? { language: doc.language } : {}),
        },
        {
          from: config.from,
          siteUrl: config.siteUrl,
          unsubscribeKey: currentUnsubscribeKey(),
        },
      ),
    );
  } catch (error) {
    const lastError = describeSendError(error);
    const failed = attempts >= MAX_ATTEMPTS;
    const now = Date.now();
    await ref.update({
      status: failed ? 'failed' : 'waiting',
      attempts,
      lastError,
      updatedAt: now,
      nextAttemptAt: failed ? null : now + retryDelayMs(attempts),
    });
    log(failed ? 'error' : 'warn', failed ? 'mail failed' : 'mail send failed, will retry', {
      route: 'lib/mail',
      outbox: ref.id,
      attempts,
      reason: lastError,
    });
    return failed ? 'failed' : 'waiting';
  }
  const now = Date.now();
  await ref.update({
    status: 'sent',
    attempts,
    lastError: null,
    sentAt: now,
    updatedAt: now,
    nextAttemptAt: null,
  });
  return 'sent';
}

/** Messages not sent yet that a retry would still send. */
const UNSENT: OutboxStatus[] = ['waiting', 'failed'];
/** And those a sender has now: a sender may still send them. */
const PENDING: OutboxStatus[] = ['sending', ...UNSENT];

/**
 * Drops one message if it is not sent yet (true). One a sender has at this moment is marked
 * `withdrawn` instead: its send may go, but should it fail, no retry sends it (false).
 */
async function dropUnsent(ref: FirebaseFirestore.DocumentReference): Promise<boolean> {
  return adminDb().runTransaction(async (transaction) => {
    const status = (await transaction.get(ref)).get('status') as OutboxStatus | undefined;
    if (status === 'sending') {
      transaction.update(ref, { withdrawn: true, updatedAt: Date.now() });
      return false;
    }
    if (!status || !UNSENT.includes(status)) return false;
    transaction.update(ref, { status: 'dropped', nextAttemptAt: null, updatedAt: Date.now() });
    return true;
  });
}

/**
 * The messages to `address` a sender may still send (one being sent, waiting for another
 * attempt, or failed, for an operator's Retry): a member moved to a new address (lib/accounts
 * moveMember) has them readdressed in the move's transaction, so a receipt or an answer's
 * e-mail queued before reaches them there, not at a mailbox they left. One equality and one
 * `in` (index mailOutbox to + status).
 */
export const unsentMailTo = (address: string) =>
  outboxCollection().where('to', '==', address).where('status', 'in', PENDING);

/**
 * Drops every copy not sent yet of the mails about `about` (a live session edited or
 * cancelled, an announcement edited or deleted): they tell what is no longer so, or to an
 * audience it is no longer for. One equality query; each copy is dropped in a transaction,
 * and one a sender has at that moment is marked so that no retry sends it (dropUnsent).
 * Returns how many were dropped. It runs after the change is stored, so a failure is logged,
 * not thrown: the change stands, and the operator's answer says so.
 */
export async function withdrawMail(about: string): Promise<number> {
  let dropped = 0;
  try {
    const unsent = await outboxCollection()
      .where('about', '==', about)
      .where('status', 'in', PENDING)
      .get();
    for (const { ref } of unsent.docs) if (await dropUnsent(ref)) dropped++;
  } catch (error) {
    log('error', 'could not withdraw unsent mail', { about, withdrawn: dropped, error });
  }
  return dropped;
}

/**
 * Drops the message queued under `id` (queueMail's id) if it is not sent yet, whatever it is
 * about: as withdrawMail, for a mail known by its id (a question's answer e-mail when the
 * question goes). A failure is logged, not thrown.
 */
export async function withdrawMailById(id: string): Promise<boolean> {
  try {
    return await dropUnsent(outboxRef(outboxDocId(id)));
  } catch (error) {
    log('error', 'could not withdraw unsent mail', { id, error });
    return false;
  }
}
