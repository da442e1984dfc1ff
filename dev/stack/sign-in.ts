/**
 * The Auth emulator's Identity Toolkit, called as a browser calls Firebase (the public API
 * key, no server of the app in between): a stranger's self sign-up, a password sign-in, a
 * signed-in account changing its own e-mail (`update` with its idToken).
 */
export async function identityToolkit(
  method: 'signUp' | 'signInWithPassword' | 'update',
  body: Record<string, string>,
  authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
): Promise<{ ok: boolean; idToken?: string; localId?: string }> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=local-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string; localId?: string };
  return { ok: response.ok, ...answer };
}

/** The first step of the browser's sign-in: the Auth emulator's password sign-in, its ID token. */
export async function idTokenFor(
  member: { email: string; password: string },
  authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST,
): Promise<string> {
  const { idToken } = await identityToolkit('signInWithPassword', member, authEmulatorHost);
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
