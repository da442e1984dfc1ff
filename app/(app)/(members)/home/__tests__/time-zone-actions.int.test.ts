import { randomUUID } from 'node:crypto';
import { signInAs } from '@/dev/test-run/signed-in';
import { addMember } from '@/lib/accounts';
import { adminDb } from '@/lib/firebase';
import { fetchMemberRecord } from '@/lib/members';
import { saveTimeZone } from '../time-zone-actions';

/**
 * Against the stack: the members' pages save the browser's zone on the record through this
 * action, which keeps only a zone Intl knows and only for the signed-in member.
 */
jest.setTimeout(60_000);
jest.mock('next/cache', () => ({
  revalidateTag: jest.fn(),
  unstable_cache: (work: unknown) => work,
}));

jest.mock('@/lib/auth', () => jest.requireActual('@/dev/test-run/signed-in').authSignedIn());

const stored = async (email: string) =>
  (await adminDb().doc(`users/${email}`).get()).get('timeZone');

test("stores a valid zone on the signed-in member's record", async () => {
  const email = `zone-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(email, { password: 'Secret-123', courses: ['course-zone'] });
  signInAs({ email });
  expect(await fetchMemberRecord(email)).toHaveProperty('timeZone', null);

  expect(await saveTimeZone('Asia/Kuala_Lumpur')).toEqual({ ok: true });
  expect(await stored(email)).toBe('Asia/Kuala_Lumpur');
  expect((await fetchMemberRecord(email)).timeZone).toBe('Asia/Kuala_Lumpur');

  expect(await saveTimeZone('Europe/London')).toEqual({ ok: true });
  expect(await stored(email)).toBe('Europe/London');
});

test('refuses an invalid zone and keeps the saved one', async () => {
  const email = `zone-${randomUUID().slice(0, 8)}@example.com`;
  await addMember(email, { password: 'Secret-123', courses: ['course-zone'] });
  signInAs({ email });
  expect(await saveTimeZone('Asia/Singapore')).toEqual({ ok: true });
  for (const zone of ['Mars/Olympus_Mons', '+08:00', '', 42, null, { zone: 'UTC' }]) {
    expect(await saveTimeZone(zone)).toEqual({ ok: false, error: 'Unknown time zone.' });
  }
  expect(await stored(email)).toBe('Asia/Singapore');
});

test('saves nothing without a session', async () => {
  signInAs(null);
  expect(await saveTimeZone('Asia/Kuala_Lumpur')).toEqual({
    ok: false,
    error: expect.any(String),
  });
});
