/**
 * Next's `cookies()` and `headers()` for a route handler a test calls in-process, outside
 * Next: it answers the `__session` cookie the test chose with `setSessionCookie`. In the test file:
 * `jest.mock('next/headers', () => jest.requireActual('@/dev/test-run/session-cookie').nextHeaders)`.
 */
let session: string | undefined;

export function setSessionCookie(cookie: string | undefined): void {
  session = cookie;
}

export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (name === '__session' && session ? { value: session } : undefined),
  }),
  // No other header: a member's language is the one saved on their record, else English.
  headers: async () => new Headers(),
};
