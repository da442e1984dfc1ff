import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from '../../firebase/admin';
import { parseMemberRecord } from '../../members/record';
import { DAY_MS } from '../access';
import { handleGrantRequest } from '../grants-api';

/** POST /api/grants's handler against the running stack, with the local token. */
jest.setTimeout(60_000);

const TOKEN = 'local-grants-token';
const PLAN = `price_int_grants_${randomUUID().slice(0, 8)}`;
const email = (label: string) => `grants-${label}-${randomUUID().slice(0, 8)}@example.com`;
const ref = () => `test:${randomUUID()}`;

const post = (body: unknown, token: string | null = TOKEN) =>
  handleGrantRequest(
    new Request('http://localhost/api/grants', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
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
