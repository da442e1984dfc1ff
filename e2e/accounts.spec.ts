import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authEmulatorHost } from './support';
import { membersCli } from './support/members';

/** Only accounts the app provisioned open a session; an e-mail address alone opens nothing. */
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-trading-academy';
// A fresh connection for each emulator call: a kept-alive one can be closed by the emulator's
// idle timeout just as it is reused, while the CLI runs (ECONNRESET, seen once in a full run).
const fresh = { connection: 'close' };
const identity = (method: string) =>
  `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=local-api-key`;

/** Firebase's own e-mail/password sign-up, open by default, as a stranger would use it. */
async function signUp(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(identity('signUp'), {
    headers: fresh,
    data: { email, password, returnSecureToken: true },
  });
  expect(response.ok()).toBe(true);
}

async function signInToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post(identity('signInWithPassword'), {
    headers: fresh,
    data: { email, password, returnSecureToken: true },
  });
  return ((await response.json()) as { idToken?: string }).idToken ?? null;
}

async function passwordEmailsTo(request: APIRequestContext, email: string) {
  const response = await request.get(
    `http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/oobCodes`,
    { headers: fresh },
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string }>;
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').length;
}

test('an account made through self sign-up gets no session', async ({ request, baseURL }) => {
  const email = `stranger-${randomUUID().slice(0, 8)}@example.com`;
  await signUp(request, email, 'Stranger-Password-1');
  const idToken = await signInToken(request, email, 'Stranger-Password-1');
  expect(idToken).toBeTruthy();
  const session = await request.post('/api/session', {
    headers: { origin: baseURL! },
    data: { idToken },
  });
  expect(session.status()).toBe(401);
  expect(session.headers()['set-cookie'] ?? '').not.toContain('__session=');
});

test("provisioning a buyer's address that a stranger registered first locks the stranger out", async ({
  request,
}) => {
  const buyer = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  await signUp(request, buyer, 'Attacker-Password-1');
  const emailsBefore = await passwordEmailsTo(request, buyer);

  const added = await membersCli('add', buyer, '--courses', 'course-risk-management');
  expect(added.code).toBe(0);
  expect(added.output).toContain('its password was replaced');

  // The stranger's password no longer signs in; the address's owner got the e-mail.
  expect(await signInToken(request, buyer, 'Attacker-Password-1')).toBeNull();
  expect(await passwordEmailsTo(request, buyer)).toBe(emailsBefore + 1);
  // An account the app made keeps its password when it gains courses.
  const again = await membersCli('add', buyer, '--courses', 'course-market-basics');
  expect(again.output).not.toContain('its password was replaced');
});
