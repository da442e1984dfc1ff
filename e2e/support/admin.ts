import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type Request,
} from '@playwright/test';
import { freshMember, membersCli, signInCookie, type TestMember } from './members';

/**
 * Support for the console's specs: operators made through the real CLI, the four kinds of
 * visitor the authorization sweep tries, and server-action calls recorded from the
 * operator's browser and replayed with someone else's cookie.
 */

/** A fresh operator: a member made an operator by `members -- admin grant`, as in production. */
export async function freshOperator(label = 'operator'): Promise<TestMember> {
  const operator = await freshMember([], label);
  const granted = await membersCli('admin', 'grant', operator.email);
  expect(granted.code, granted.output).toBe(0);
  return operator;
}

export type Visitor = 'no cookie' | 'member' | 'revoked operator' | 'operator';

/**
 * The Cookie header of each visitor (none for 'no cookie'). The revoked operator signed in
 * while an operator and kept the cookie after `admin revoke`.
 */
export async function visitors(baseURL: string): Promise<Record<Visitor, string | null>> {
  const member = await freshMember([], 'swept-member');
  const revoked = await freshOperator('revoked-operator');
  const revokedCookie = await signInCookie(revoked, baseURL);
  const revoke = await membersCli('admin', 'revoke', revoked.email);
  expect(revoke.code, revoke.output).toBe(0);
  const operator = await freshOperator('swept-operator');
  return {
    'no cookie': null,
    member: await signInCookie(member, baseURL),
    'revoked operator': revokedCookie,
    operator: await signInCookie(operator, baseURL),
  };
}

export const OUTSIDERS: Visitor[] = ['no cookie', 'member', 'revoked operator'];

/** Puts a Cookie header value into the browser context, as a sign-in would. */
export async function addSessionCookie(page: Page, header: string, baseURL: string): Promise<void> {
  const [name, value] = header.split('=') as [string, string];
  await page.context().addCookies([{ name, value, domain: new URL(baseURL).hostname, path: '/' }]);
}

/** Signs an operator into the browser and opens a console page. */
export async function openAsOperator(
  page: Page,
  operator: TestMember,
  path: string,
  baseURL: string,
): Promise<void> {
  await addSessionCookie(page, await signInCookie(operator, baseURL), baseURL);
  await page.goto(path);
}

/** A page of its own browser context, signed in as `member` (by cookie) and at `path`. */
export async function signedInPage(
  browser: Browser,
  member: TestMember,
  path: string,
): Promise<Page> {
  const baseURL = test.info().project.use.baseURL!;
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openAsOperator(page, member, path, baseURL);
  return page;
}

/** What the site's 404 page says; an outsider must see exactly this on every /admin URL. */
export async function expectNotFound(
  request: APIRequestContext,
  path: string,
  cookie: string | null,
): Promise<void> {
  const response = await request.get(path, {
    headers: cookie ? { cookie } : {},
    maxRedirects: 0,
  });
  const body = await response.text();
  expect(response.status(), `${path} answered ${response.status()}`).toBe(404);
  expect(body).toContain('404 Not Found');
  expect(body).not.toMatch(/Console|Audit log|Import/);
}

export type RecordedAction = { url: string; headers: Record<string, string>; body: Buffer };

/** Runs `trigger` in the operator's page and records the server-action call it makes. */
export async function recordAction(
  page: Page,
  trigger: () => Promise<void>,
): Promise<RecordedAction> {
  const call = page.waitForRequest(
    (request: Request) => request.method() === 'POST' && !!request.headers()['next-action'],
  );
  await trigger();
  const request = await call;
  const headers = await request.allHeaders();
  delete headers.cookie;
  return { url: request.url(), headers, body: request.postDataBuffer() ?? Buffer.alloc(0) };
}

/** Sends a recorded server-action call again with another visitor's cookie (or none). */
export async function replayAction(
  request: APIRequestContext,
  action: RecordedAction,
  cookie: string | null,
): Promise<string> {
  const headers: Record<string, string> = { ...action.headers, ...(cookie ? { cookie } : {}) };
  for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
  delete headers['content-length'];
  const response = await request.post(action.url, { headers, data: action.body, maxRedirects: 0 });
  return response.text();
}
