import { randomUUID } from 'node:crypto';
import { idTokenFor } from '@/dev/stack/sign-in';
import { setSessionCookie } from '@/dev/test-run/session-cookie';
import { addMember } from '@/lib/accounts';
import { createSessionCookie } from '@/lib/auth';
import { saveMemberLanguage } from '@/lib/members';
import { createNote, fetchNotes } from '@/lib/notes';
import { GET } from '../notes/export/route';

/**
 * The notes' export against the running stack: a real session (Auth emulator sign-in,
 * minted as /api/session mints it), the member's notes read from Firestore, and its limit
 * counted in the run's Redis, as every instance counts (lib/rate-limit).
 */
jest.setTimeout(60_000);

jest.mock('next/headers', () => jest.requireActual('@/dev/test-run/session-cookie').nextHeaders);
// The member's courses are read through unstable_cache, which needs Next.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));
// The real read, watched: a refused export must not make it.
jest.mock('@/lib/notes', () => {
  const actual = jest.requireActual('@/lib/notes');
  return { ...actual, fetchNotes: jest.fn(actual.fetchNotes) };
});

const COURSE = 'course-risk-management';

async function signedIn(
  label: string,
  courses = [COURSE],
): Promise<{ email: string; cookie: string }> {
  const email = `notes-export-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  await addMember(email, { password, courses });
  const idToken = await idTokenFor({ email, password });
  return { email, cookie: await createSessionCookie(idToken) };
}

const exportAs = async (cookie: string) => {
  setSessionCookie(cookie);
  const response = await GET();
  return { status: response.status, text: await response.text() };
};

it('past 10 exports in 10 minutes a member is told in their language to wait, and nothing is read', async () => {
  const writer = await signedIn('limited');
  const neighbour = await signedIn('unlimited');
  await saveMemberLanguage(writer.email, 'zh');
  const note = { courseId: COURSE, classId: 'class-risk-management-1', seconds: 70 };
  expect((await createNote(writer.email, { ...note, text: 'Stop below the retest' })).ok).toBe(
    true,
  );
  for (let i = 0; i < 10; i++) {
    const allowed = await exportAs(writer.cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('Stop below the retest');
  }

  jest.mocked(fetchNotes).mockClear();
  const refused = await exportAs(writer.cookie);
  expect(refused.status).toBe(429);
  expect(JSON.parse(refused.text)).toEqual({ error: '导出次数过多，请过几分钟再试。' });
  expect(fetchNotes).not.toHaveBeenCalled();

  // Another member's exports are counted apart.
  expect((await exportAs(neighbour.cookie)).status).toBe(200);
  expect(fetchNotes).toHaveBeenCalledWith(neighbour.email);
});

it('names courses and classes in the member’s language, as /home/notes does', async () => {
  const writer = await signedIn('zh', ['course-gold-playbook']);
  await saveMemberLanguage(writer.email, 'zh');
  const note = { courseId: 'course-gold-playbook', classId: 'class-gold-playbook-1', seconds: 5 };
  expect((await createNote(writer.email, { ...note, text: '金价回踩' })).ok).toBe(true);
  const exported = await exportAs(writer.cookie);
  expect(exported.status).toBe(200);
  expect(exported.text).toContain('\n## 黄金交易攻略\n');
  expect(exported.text).not.toContain('Gold Trading Playbook');
});
