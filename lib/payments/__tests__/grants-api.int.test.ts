import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { adminAuth, adminDb } from '../../firebase/admin';
import { parseMemberRecord } from '../../members/record';
import { DAY_MS } from '../../time';
import { handleGrantRequest } from '../grants-api';

/** POST /api/grants's handler against the running stack, with the local token. */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

const TOKEN = 'local-grants-token';
const PLAN = `price_int_grants_${randomUUID().slice(0, 8)}`;
const email = (label: string) => `grants-${label}-${randomUUID().slice(0, 8)}@example.com`;
const ref = () => `test:${randomUUID()}`;

const post = (body: unknown, token: string | null = TOKEN, now?: () => number) =>
  handleGrantRequest(
    new Request('http://localhost/api/grants', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    now,
  );
const record = async (address: string, nowMs = Date.now()) =>
  parseMemberRecord((await adminDb().doc(`users/${address}`).get()).data(), nowMs);
const auditOf = async (address: string) =>
  (await adminDb().collection('auditLog').where('member', '==', address).get()).docs.map((d) =>
    d.data(),
  );

beforeAll(async () => {
  await adminDb()
    .doc(`plans/${PLAN}`)
    .set({ name: 'Pass', mode: 'payment', termDays: 7, courses: ['course-gold-playbook'] });
});

describe('POST /api/grants', () => {
  it('refuses a missing or wrong token and writes nothing', async () => {
    const address = email('token');
    const body = { email: address, courses: ['course-candlesticks'], externalRef: ref() };
    for (const token of [null, 'local-grants-token-but-longer', 'x']) {
      expect(await post(body, token)).toEqual({
        status: 401,
        body: { error: 'Invalid or missing bearer token' },
      });
    }
    expect((await adminDb().doc(`users/${address}`).get()).exists).toBe(false);
  });

  it('grants courses with an end to a new member, once per externalRef', async () => {
    const address = email('courses');
    const externalRef = ref();
    const body = {
      email: address.toUpperCase(),
      courses: ['course-candlesticks'],
      accessUntil: '2099-01-01T00:00:00Z',
      externalRef,
    };
    expect(await post(body)).toEqual({
      status: 200,
      body: { outcome: 'applied', email: address, grant: `ext:${externalRef}` },
    });
    expect((await post(body)).body.outcome).toBe('duplicate');

    expect((await adminAuth().getUserByEmail(address)).customClaims).toEqual({ member: true });
    const member = await record(address);
    expect(member.grants[`ext:${externalRef}`]).toEqual({
      courses: ['course-candlesticks'],
      // When the grant began: drip-released classes count from it.
      since: expect.any(Number),
      source: 'manual',
      accessUntil: Date.UTC(2099, 0, 1),
    });
    expect(member.courseIds).toEqual(['course-candlesticks']);
    expect(await auditOf(address)).toEqual([
      expect.objectContaining({ actor: 'grants-api', source: externalRef, before: null }),
    ]);
  });

  it('another grant under a used externalRef is a conflict and changes nothing', async () => {
    const address = email('conflict');
    const externalRef = ref();
    await post({ email: address, courses: ['course-candlesticks'], externalRef });
    const answer = await post({ email: address, courses: ['course-gold-playbook'], externalRef });
    expect(answer).toEqual({
      status: 409,
      body: { error: `externalRef ${externalRef} was already used for another grant` },
    });
    expect((await record(address)).courseIds).toEqual(['course-candlesticks']);
  });

  it("grants a one-time plan for its term, beside the member's other grants", async () => {
    const address = email('plan');
    await post({ email: address, courses: ['course-candlesticks'], externalRef: ref() });
    const externalRef = ref();
    const before = Date.now();
    expect((await post({ email: address, plan: PLAN, externalRef })).status).toBe(200);
    const grant = (await record(address)).grants[`ext:${externalRef}`];
    expect(grant?.source).toBe(`plan:${PLAN}`);
    expect(grant?.accessUntil).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect((await record(address)).courseIds.sort()).toEqual([
      'course-candlesticks',
      'course-gold-playbook',
    ]);
    expect((await record(address, before + 8 * DAY_MS)).courseIds).toEqual(['course-candlesticks']);
  });

  it('answers a retry of a one-time plan without an end with the first success, an hour later too', async () => {
    const address = email('retry');
    const externalRef = ref();
    const body = { email: address, plan: PLAN, externalRef };
    const first = await post(body);
    expect(first).toEqual({
      status: 200,
      body: { outcome: 'applied', email: address, grant: `ext:${externalRef}` },
    });
    const granted = (await record(address)).grants[`ext:${externalRef}`];
    const retried = { status: 200, body: { ...first.body, outcome: 'duplicate' } };

    // At once, as Zapier or Make retry a call whose answer they did not get.
    expect(await post(body)).toEqual(retried);
    // An hour later, after the plan's term changed: still the first call's grant.
    await adminDb().doc(`plans/${PLAN}`).update({ termDays: 30 });
    const anHourLater = () => Date.now() + 60 * 60 * 1000;
    try {
      expect(await post(body, TOKEN, anHourLater)).toEqual(retried);
    } finally {
      await adminDb().doc(`plans/${PLAN}`).update({ termDays: 7 });
    }
    expect((await record(address)).grants[`ext:${externalRef}`]).toEqual(granted);
    expect(await auditOf(address)).toHaveLength(1);

    // The same reference with anything else asked is still refused.
    for (const other of [
      { ...body, accessUntil: granted!.accessUntil },
      { ...body, email: email('other') },
      { email: address, courses: ['course-gold-playbook'], externalRef },
    ]) {
      expect(await post(other)).toEqual({
        status: 409,
        body: { error: `externalRef ${externalRef} was already used for another grant` },
      });
    }
    expect((await record(address)).grants[`ext:${externalRef}`]).toEqual(granted);
  });

  it('answers concurrent deliveries of one request the same success, applying it once', async () => {
    const address = email('race');
    const externalRef = ref();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post({ email: address, plan: PLAN, externalRef })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect(await auditOf(address)).toHaveLength(1);
  });

  it('answers a retry under a reference recorded before requests were, by its grant', async () => {
    const address = email('legacy');
    const externalRef = ref();
    const grant = { courses: ['course-candlesticks'], source: 'manual', accessUntil: null };
    await adminDb()
      .doc(`grantRequests/${externalRef}`)
      .set({ email: address, fingerprint: JSON.stringify([address, grant]), at: Date.now() });
    expect(await post({ email: address, courses: ['course-candlesticks'], externalRef })).toEqual({
      status: 200,
      body: { outcome: 'duplicate', email: address, grant: `ext:${externalRef}` },
    });
    expect(
      (await post({ email: address, courses: ['course-gold-playbook'], externalRef })).status,
    ).toBe(409);
  });

  it("expires the member's calendar feed entry once the grant has committed, once", async () => {
    const address = email('feed');
    const hash = 'e'.repeat(64);
    await adminDb().doc(`users/${address}`).set({ calendarFeed: hash });
    // What the record holds when the entry is expired: the grant, if it has committed.
    const seen: Array<Promise<unknown>> = [];
    jest.mocked(revalidateTag).mockClear();
    jest.mocked(revalidateTag).mockImplementation(() => {
      seen.push(
        adminDb()
          .doc(`users/${address}`)
          .get()
          .then((doc) => doc.get('grants')),
      );
    });
    const body = { email: address, courses: ['course-candlesticks'], externalRef: ref() };
    expect((await post(body)).body.outcome).toBe('applied');
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith(`calendar-feed:${hash}`, { expire: 0 });
    expect(await Promise.all(seen)).toEqual([{ [`ext:${body.externalRef}`]: expect.anything() }]);
    // A retry changes nothing: nothing to expire.
    expect((await post(body)).body.outcome).toBe('duplicate');
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('answers bad input with a clear 4xx', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await post('{"email":')).toEqual({ status: 400, body: { error: 'Malformed JSON' } });
    expect(await post({ email: 'x', courses: ['course-a'], externalRef: ref() })).toEqual({
      status: 400,
      body: { error: 'email must be an e-mail address' },
    });
    expect(
      await post({ email: email('unknown'), plan: 'price_nobody', externalRef: ref() }),
    ).toEqual({ status: 422, body: { error: 'No plan for price price_nobody' } });
    warn.mockRestore();
  });
});
