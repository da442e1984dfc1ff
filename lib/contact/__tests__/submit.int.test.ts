import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../firebase';
import { clientKey, CONTACT_SITE_RATE_RULE, contactRateChecks } from '../rate-limit';
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

/** Each message has its own sender e-mail, so only the limit under test can refuse it. */
function message(
  subject = `Question ${randomUUID()}`,
  email = `meiling.${randomUUID()}@example.com`,
) {
  return {
    fullName: 'Lim Mei Ling',
    email,
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
    const limits = await rateDoc(contactRateChecks(client, 'any@example.com')[0]!.id);
    expect(limits.get('hits')).toHaveLength(5);
  });

  it('holds the client limit when the client makes up X-Forwarded-For addresses', async () => {
    // One trusted proxy appends the address it saw (198.51.100.x); what comes before it
    // is written by the client, here a new made-up address for every message.
    const proxySaw = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const results: boolean[] = [];
    for (let i = 1; i <= 8; i++) {
      const spoofed = new Headers({ 'x-forwarded-for': `203.0.113.${i}, ${proxySaw}` });
      results.push((await submitContact(message(), clientKey(spoofed, 1))).ok);
    }
    expect(results).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('with no trusted proxy, made-up addresses all count as one client', async () => {
    const shared = contactRateChecks(clientKey(new Headers(), 0), 'any@example.com')[0]!.id;
    await adminDb().collection(RATE_LIMITS).doc(shared).delete();
    try {
      const results: boolean[] = [];
      for (let i = 1; i <= 8; i++) {
        const spoofed = new Headers({ 'x-forwarded-for': `203.0.113.${i}` });
        results.push((await submitContact(message(), clientKey(spoofed, 0))).ok);
      }
      expect(results).toEqual([true, true, true, true, true, false, false, false]);
    } finally {
      await adminDb().collection(RATE_LIMITS).doc(shared).delete();
    }
  });

  it('refuses the fourth message from one sender e-mail, from whichever client', async () => {
    const email = `sender.${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) {
      expect((await submitContact(message(undefined, email), newClient())).ok).toBe(true);
    }
    const fourth = message(undefined, email.toUpperCase());
    expect(await submitContact(fourth, newClient())).toEqual({ ok: false, error: 'rate-limited' });
    const stored = await adminDb()
      .collection(MESSAGES)
      .where('subject', '==', fourth.subject)
      .get();
    expect(stored.empty).toBe(true);
    expect((await submitContact(message(), newClient())).ok).toBe(true);
  });

  it('refuses everyone once the site-wide limit is reached, and records nothing', async () => {
    const site = adminDb().collection(RATE_LIMITS).doc('site');
    const now = Date.now();
    const full = Array.from({ length: CONTACT_SITE_RATE_RULE.limit }, (_, i) => now - 1000 - i);
    await site.set({ hits: full, expiresAt: Timestamp.fromMillis(now + 60_000) });
    try {
      const client = newClient();
      const input = message();
      expect(await submitContact(input, client)).toEqual({ ok: false, error: 'rate-limited' });
      const stored = await adminDb()
        .collection(MESSAGES)
        .where('subject', '==', input.subject)
        .get();
      expect(stored.empty).toBe(true);
      // Refused as a whole: neither the client's nor the e-mail's window counted it.
      for (const check of contactRateChecks(client, input.email).slice(0, 2)) {
        expect((await rateDoc(check.id)).exists).toBe(false);
      }
      expect((await site.get()).get('hits')).toHaveLength(CONTACT_SITE_RATE_RULE.limit);
    } finally {
      await site.delete();
    }
    expect((await submitContact(message(), newClient())).ok).toBe(true);
  });

  it('gives every rate-limit document an expiresAt for the TTL policy', async () => {
    const client = newClient();
    const input = message();
    const before = Date.now();
    expect((await submitContact(input, client)).ok).toBe(true);
    for (const check of contactRateChecks(client, input.email)) {
      const expiresAt = (await rateDoc(check.id)).get('expiresAt') as Timestamp;
      expect(expiresAt).toBeInstanceOf(Timestamp);
      expect(expiresAt.toMillis()).toBeGreaterThanOrEqual(before + check.rule.windowMs);
      expect(expiresAt.toMillis()).toBeLessThanOrEqual(Date.now() + check.rule.windowMs);
    }
  });
});

function rateDoc(id: string) {
  return adminDb().collection(RATE_LIMITS).doc(id).get();
}
