/** The first step of the browser's sign-in: the Auth emulator's REST sign-in, its ID token. */
export async function idTokenFor(
  member: { email: string; password: string },
  authEmulatorHost: string,
): Promise<string> {
  const signIn = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...member, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error(`Auth emulator refused ${member.email}`);
  return idToken;
}

/** The Cookie header value of an answer that set the session cookie, or undefined. */
export function sessionCookieOf(answer: Response): string | undefined {
  return answer.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))
    ?.split(';')[0];
}

/** Signs a member in the way the browser does: Auth emulator REST, then /api/session. */
export async function sessionCookieFor(
  member: { email: string; password: string },
  authEmulatorHost: string,
  appOrigin: string,
): Promise<string> {
  const idToken = await idTokenFor(member, authEmulatorHost);
  const session = await fetch(`${appOrigin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appOrigin },
    body: JSON.stringify({ idToken }),
  });
  const cookie = sessionCookieOf(session);
  if (!cookie) throw new Error(`No session cookie for ${member.email} (${session.status})`);
  return cookie;
}
