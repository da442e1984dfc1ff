import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../../firebase';
import { clientKey, CONTACT_SITE_RATE_RULE, contactRateChecks } from '../rate-limit';
import { retryForwards } from '../retry';
import { fetchInboxPage, MESSAGE_RETENTION_MS, MESSAGES, RATE_LIMITS } from '../store';
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

  it('with no trusted proxy, one host sending over and over blocks no other sender', async () => {
    // TRUSTED_PROXY_HOPS=0: nothing in the request names the client. One host sends eight
    // messages, with and without made-up X-Forwarded-For addresses.
    const results: boolean[] = [];
    for (let i = 1; i <= 8; i++) {
      const spoofed = new Headers(i % 2 ? { 'x-forwarded-for': `203.0.113.${i}` } : {});
      results.push((await submitContact(message(), clientKey(spoofed, 0))).ok);
    }
    expect(results).toEqual(Array(8).fill(true));
    // Another sender, also without a trustworthy address, is stored and forwarded.
    const other = message();
    const result = await submitContact(other, clientKey(new Headers(), 0));
    expect(result.ok).toBe(true);
    expect(await storedBySubject(other.subject)).toMatchObject({ forwardStatus: 'sent' });
  });

  it("three messages under someone's e-mail do not silence them: theirs is stored, held", async () => {
    const victim = `sender.${randomUUID()}@example.com`;
    // Someone else, from their own addresses, sends three messages as the victim.
    for (let i = 0; i < 3; i++) {
      expect((await submitContact(message(undefined, victim), newClient())).ok).toBe(true);
    }
    // The victim writes, the address in any case: accepted, stored for the inbox, held.
    const theirs = message(undefined, victim.toUpperCase());
    const result = await submitContact(theirs, newClient());
    expect(result.ok).toBe(true);
    expect(await storedBySubject(theirs.subject)).toMatchObject({
      email: victim.toUpperCase(),
      forwardStatus: 'held',
      heldBy: 'email',
      handled: false,
    });
    expect((await submissions()).some((s) => s.fields['entry.1000004'] === theirs.subject)).toBe(
      false,
    );
    // The inbox's open view lists it.
    const inbox = await fetchInboxPage('open', null, 100);
    expect(inbox.messages.find((m) => m.subject === theirs.subject)).toMatchObject({
      forwardStatus: 'held',
      heldBy: 'email',
    });
    // Nobody else is held.
    const other = message();
    expect((await submitContact(other, newClient())).ok).toBe(true);
    expect(await storedBySubject(other.subject)).toMatchObject({ forwardStatus: 'sent' });
  });

  it('twenty addresses filling the site-wide count refuse no one: later messages are stored, held', async () => {
    const site = adminDb().collection(RATE_LIMITS).doc('site');
    await site.delete();
    try {
      // Twenty addresses, five messages each, through one trusted proxy.
      const flood = Array.from({ length: 20 }, () => randomAddress());
      for (const address of flood) {
        const key = clientKey(new Headers({ 'x-forwarded-for': address }), 1);
        for (let i = 0; i < 5; i++) expect((await submitContact(message(), key)).ok).toBe(true);
      }
      expect((await site.get()).get('hits')).toHaveLength(CONTACT_SITE_RATE_RULE.limit);

      // A sender from another address: accepted and stored for the inbox, not forwarded.
      const legitimate = message();
      const key = clientKey(new Headers({ 'x-forwarded-for': randomAddress() }), 1);
      expect((await submitContact(legitimate, key)).ok).toBe(true);
      expect(await storedBySubject(legitimate.subject)).toMatchObject({
        forwardStatus: 'held',
        heldBy: 'site',
      });
      expect(
        (await submissions()).some((s) => s.fields['entry.1000004'] === legitimate.subject),
      ).toBe(false);
      // A held message counts toward neither forwarded count.
      expect((await site.get()).get('hits')).toHaveLength(CONTACT_SITE_RATE_RULE.limit);
      const senderCount = await rateDoc(contactRateChecks(key, legitimate.email)[1]!.id);
      expect(senderCount.exists).toBe(false);
    } finally {
      await site.delete();
    }
    const after = message();
    expect((await submitContact(after, newClient())).ok).toBe(true);
    expect(await storedBySubject(after.subject)).toMatchObject({ forwardStatus: 'sent' });
  }, 120_000);

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

  it('gives the message an expiresAt two years on, for the TTL policy the privacy policy promises', async () => {
    const before = Date.now();
    const result = await submitContact(message(), newClient());
    if (!result.ok) throw new Error('not stored');
    const stored = await adminDb().collection(MESSAGES).doc(result.data.id).get();
    const expiresAt = stored.get('expiresAt') as Timestamp;
    expect(expiresAt).toBeInstanceOf(Timestamp);
    expect(expiresAt.toMillis()).toBeGreaterThanOrEqual(before + MESSAGE_RETENTION_MS);
    expect(expiresAt.toMillis()).toBeLessThanOrEqual(Date.now() + MESSAGE_RETENTION_MS);
    expect(MESSAGE_RETENTION_MS).toBe(730 * 24 * 60 * 60 * 1000);
  });
});

function rateDoc(id: string) {
  return adminDb().collection(RATE_LIMITS).doc(id).get();
}

async function storedBySubject(subject: string) {
  const stored = await adminDb().collection(MESSAGES).where('subject', '==', subject).get();
  expect(stored.docs).toHaveLength(1);
  return stored.docs[0]!.data();
}

const octet = () => Math.floor(Math.random() * 250) + 1;
/** An address as one trusted proxy reports it. */
const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;
