/**
 * `@/lib/auth` for a server action a test calls in-process, outside Next: `getCurrentSession`
 * answers the member chosen with `signInAs` (null for none), with their record read from the
 * stack, and `getRequestLocale` English. In the test file:
 * `jest.mock('@/lib/auth', () => jest.requireActual('@/dev/test-run/signed-in').authSignedIn())`.
 */
type Member = { email: string; uid?: string };

let member: Member | null = null;

export function signInAs(next: Member | null): void {
  member = next;
}

export function authSignedIn() {
  return {
    ...jest.requireActual('@/lib/auth'),
    getCurrentSession: async () => {
      if (!member) return null;
      const { fetchMemberRecord } = jest.requireActual('@/lib/members');
      return { member, operator: false, record: await fetchMemberRecord(member.email) };
    },
    getRequestLocale: async () => 'en',
  };
}
