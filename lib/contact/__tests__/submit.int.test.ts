import { randomUUID } from 'node:crypto';
import { adminDb } from '../../firebase/admin';
import { retryForwards } from '../retry';
import { MESSAGES, RATE_LIMITS } from '../store';
import { submitContact } from '../submit';

/**
 * Against the running stack: the Firestore emulator and the forms stand-in that the stack
 * exported as CONTACT_FORM_URL. The tests in this file share the stand-in, so they run in order.
 */
const control = `${new URL(process.env.CONTACT_FORM_URL ?? 'http://127.0.0.1:1').origin}/__control`;

type Submission = { path: string; fields: Record<string, string> };

async function submissions(): Promise<Submission[]> {
  return (await fetch(`${control}/submissions`)).json() as Promise<Submission[]>;
}

function message(subject = `Question ${randomUUID()}`) {
  return {
    fullName: 'Lim Mei Ling',
    email: 'meiling@example.com',
    phone: '12-3456789',
    subject,
    message: 'Is there a class on risk management?',
  };
}

const newClient = () => `client-${randomUUID()}`;

afterEach(async () => {
  await fetch(`${control}/fault`, { method: 'DELETE' });
});

describe('submitContact', () => {
  it('stores the message with a timestamp and forwards it under the entry ids', async () => {
    const input = message();
    const result = await submitContact(input, newClient());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = (await adminDb().collection(MESSAGES).doc(result.data.id).get()).data();
    expect(stored).toMatchObject({ ...input, forwardStatus: 'sent', forwardAttempts: 1 });
    expect(stored?.createdAt?.toDate()).toBeInstanceOf(Date);
    const forwarded = (await submissions()).find(
      (s) => s.fields['entry.1000004'] === input.subject,
    );
    expect(forwarded?.fields).toEqual({
      'entry.1000001': input.fullName,
      'entry.1000002': input.email,
      'entry.1000003': input.phone,
      'entry.1000004': input.subject,
      'entry.1000005': input.message,
    });
  });

  it('keeps the message and marks it for retry when forwarding fails; the retry resends it', async () => {
    await fetch(`${control}/fault`, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    const input = message();
    const result = await submitContact(input, newClient());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ref = adminDb().collection(MESSAGES).doc(result.data.id);
    expect((await ref.get()).data()).toMatchObject({
      forwardStatus: 'retry',
      forwardAttempts: 1,
      forwardError: 'HTTP 503',
    });

    await fetch(`${control}/fault`, { method: 'DELETE' });
    const summary = await retryForwards();
    expect(summary.sent).toBeGreaterThanOrEqual(1);
    expect(summary.failed).toBe(0);
    const after = (await ref.get()).data();
    expect(after).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 2 });
    expect(after?.forwardError).toBeNull();
    expect((await submissions()).some((s) => s.fields['entry.1000004'] === input.subject)).toBe(
      true,
    );
  });

  it('names the invalid fields and stores nothing', async () => {
    const input = { ...message(), email: 'nope', phone: 'abc' };
    const result = await submitContact(input, newClient());
    expect(result).toMatchObject({ ok: false, error: 'invalid', fields: ['email', 'phone'] });
    const stored = await adminDb().collection(MESSAGES).where('subject', '==', input.subject).get();
    expect(stored.empty).toBe(true);
  });

  it('drops a message whose honeypot is filled, before anything is stored', async () => {
    const input = { ...message(), website: 'https://spam.example' };
    expect(await submitContact(input, newClient())).toEqual({ ok: false, error: 'rejected' });
    const stored = await adminDb().collection(MESSAGES).where('subject', '==', input.subject).get();
    expect(stored.empty).toBe(true);
  });

  it('refuses the sixth message from one client within ten minutes, not from another', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await submitContact(message(), client)).ok).toBe(true);
    expect(await submitContact(message(), client)).toEqual({ ok: false, error: 'rate-limited' });
    expect((await submitContact(message(), newClient())).ok).toBe(true);
    const limits = await adminDb().collection(RATE_LIMITS).doc(client).get();
    expect(limits.get('hits')).toHaveLength(5);
  });
});
