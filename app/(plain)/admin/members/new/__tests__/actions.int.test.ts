import { randomUUID } from 'node:crypto';
import { freshImport, withEnv } from '@/dev/test-run/jest-env';
import { ACTION_FAILED } from '@/lib/admin';
import { adminAuth, adminDb } from '@/lib/firebase';

/**
 * Against the stack: Add member while Contentful cannot be read (the stand-in refuses the
 * delivery token, as a revoked one is refused: at once, no retries) and no catalog was read
 * before (a fresh copy of the action, so no last good copy). The page says to add the
 * member now and grant courses later; the action must let that through.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  revalidatePath: jest.fn(),
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));

const run = randomUUID().slice(0, 8);
const OPERATOR = `add-operator-${run}@example.com`;
jest.mock('@/lib/auth', () => {
  const actual = jest.requireActual('@/lib/auth');
  const session = async () => {
    const { fetchMemberRecord: read } = jest.requireActual('@/lib/members');
    return {
      member: { email: OPERATOR, uid: 'uid' },
      operator: true,
      record: await read(OPERATOR),
    };
  };
  return { ...actual, getCurrentSession: session, getOperatorSession: session };
});

const form = (email: string, courses: string[]) => {
  const data = new FormData();
  data.set('email', email);
  for (const course of courses) data.append('courses', course);
  return data;
};

/** The action with Contentful refusing every read and no catalog read before. */
const withContentfulDown = <T>(work: (actions: typeof import('../actions')) => Promise<T>) =>
  withEnv(
    { ...(process.env as Record<string, string>), CONTENTFUL_DELIVERY_TOKEN: `revoked-${run}` },
    async () => work(await freshImport(() => import('../actions'))),
  );

it('adds a member without courses while the catalog cannot be read', async () => {
  const email = `add-outage-${run}@example.com`;
  const answer = await withContentfulDown((actions) =>
    actions.addMemberAction(null, form(email, [])),
  );
  expect(answer).toMatchObject({ ok: true, data: { email } });
  expect((await adminDb().doc(`users/${email}`).get()).exists).toBe(true);
  expect((await adminAuth().getUserByEmail(email)).email).toBe(email);
});

it('still refuses to grant courses it cannot check against the catalog', async () => {
  const email = `add-outage-courses-${run}@example.com`;
  const answer = await withContentfulDown((actions) =>
    actions.addMemberAction(null, form(email, ['course-candlesticks'])),
  );
  expect(answer).toEqual({ ok: false, error: ACTION_FAILED });
  expect((await adminDb().doc(`users/${email}`).get()).exists).toBe(false);
});
