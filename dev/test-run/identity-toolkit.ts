/**
 * The Auth emulator's Identity Toolkit, called as a browser calls Firebase (the public API
 * key, no server of the app in between): a stranger's self sign-up, a password sign-in.
 */
export async function identityToolkit(
  method: 'signUp' | 'signInWithPassword',
  credentials: { email: string; password: string },
): Promise<{ ok: boolean; idToken?: string; localId?: string }> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=local-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as { idToken?: string; localId?: string };
  return { ok: response.ok, ...answer };
}
