import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { byOperator } from '../../audit';
import { adminDb } from '../../firebase';
import { parseCursor } from '../../firebase/keyset-page';
import { retryForward } from '../retry';
import { fetchInboxPage, MESSAGES, saveMessage, setMessageHandled } from '../store';

/** Against the stack's Firestore stand-in: the inbox's queries and changes. */
const message = () => ({
  fullName: 'Tan Wei',
  email: `wei.${randomUUID()}@example.com`,
  phone: '12-3456789',
  subject: `Inbox ${randomUUID()}`,
  message: 'When does the next cohort start?',
});

const operator = byOperator('op@example.com');

/** The audit log's entries about one message, oldest first. */
async function messageEntries(id: string) {
  const snapshot = await adminDb()
    .collection('auditLog')
    .where('grant', '==', `contact:${id}`)
    .get();
  return snapshot.docs.map((doc) => doc.data()).sort((a, b) => a.at - b.at);
}

test('a new message is open; marked handled it moves to the handled view', async () => {
  const id = await saveMessage(message(), 'sent');
  const open = await fetchInboxPage('open', null, 200);
  expect(open.messages.find((m) => m.id === id)).toMatchObject({ handled: false });
  expect(await setMessageHandled(id, true, operator)).toBe(true);
  expect((await fetchInboxPage('open', null, 200)).messages.some((m) => m.id === id)).toBe(false);
  expect(
    (await fetchInboxPage('handled', null, 200)).messages.find((m) => m.id === id),
  ).toMatchObject({
    handled: true,
    handledBy: 'op@example.com',
  });
  expect(await setMessageHandled('no-such-message', true, operator)).toBe(false);
});

test('marking handled and open again is in the audit log, under the operator', async () => {
  const id = await saveMessage(message(), 'sent');
  await setMessageHandled(id, true, operator);
  await setMessageHandled(id, false, operator);
  expect(await messageEntries(id)).toMatchObject([
    { action: 'message-handled', actor: 'op@example.com', source: 'admin console', member: '' },
    { action: 'message-reopened', actor: 'op@example.com', source: 'admin console', member: '' },
  ]);
  await setMessageHandled('no-such-message', true, operator);
  expect(await messageEntries('no-such-message')).toEqual([]);
});

test('the all view pages newest first, older messages without `handled` included', async () => {
  const base = Date.now() + 86_400_000; // newer than anything else in the stand-in
  const ids: string[] = [];
  for (const offset of [3, 2, 2, 1]) {
    const ref = await adminDb()
      .collection(MESSAGES)
      .add({
        ...message(),
        createdAt: Timestamp.fromMillis(base + offset),
        forwardStatus: 'sent',
        forwardAttempts: 1,
      });
    ids.push(ref.id);
  }
  const first = await fetchInboxPage('all', null, 3);
  expect(first.messages.map((m) => m.at)).toEqual([base + 3, base + 2, base + 2]);
  const second = await fetchInboxPage('all', parseCursor(first.next), 3);
  expect(second.messages[0]!.at).toBe(base + 1);
  expect(new Set([...first.messages, second.messages[0]!].map((m) => m.id))).toEqual(new Set(ids));
});

// Forwarding itself (refused, then sent) is in e2e/admin-ops.faults.spec.ts: the forms
// stand-in's fault is global, and submit.alone.int.test.ts sets it too.
test('retry forwarding now answers missing for an unknown message, and records nothing', async () => {
  expect(await retryForward('no-such-message', operator)).toEqual({ status: 'missing' });
  expect(await messageEntries('no-such-message')).toEqual([]);
});

/** The forms stand-in's kept submissions that carry `subject`. */
async function forwardsOf(subject: string): Promise<number> {
  const control = `${new URL(process.env.CONTACT_FORM_URL!).origin}/__control/submissions`;
  const submissions = (await (await fetch(control)).json()) as Array<{
    fields: Record<string, string>;
  }>;
  return submissions.filter((s) => Object.values(s.fields).includes(subject)).length;
}

test('two retries of one message at once forward it once; a retry of a sent one sends nothing', async () => {
  const sent = message();
  const id = await saveMessage(sent, 'retry');
  const results = await Promise.all([
    retryForward(id, operator),
    retryForward(id, byOperator('other-op@example.com')),
  ]);
  expect(await forwardsOf(sent.subject)).toBe(1);
  // The other is refused: claimed meanwhile, or (its transaction retried later) sent by then.
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((status) => status === 'sent')).toHaveLength(1);
  expect(['busy', 'already-sent']).toContain(statuses.find((status) => status !== 'sent'));
  expect(await retryForward(id, operator)).toEqual({ status: 'already-sent' });
  expect(await forwardsOf(sent.subject)).toBe(1);
  expect((await adminDb().collection(MESSAGES).doc(id).get()).data()).toMatchObject({
    forwardStatus: 'sent',
    forwardAttempts: 1,
  });
});
