import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { TEST_OUTPUT_DIR } from '../../dev/test-run/env';
import { freshMember, membersCli, signInCookie, type TestMember } from './members';

/**
 * Support for the console's specs: operators made through the real CLI, the four kinds of
 * visitor the authorization sweep tries, and server-action calls recorded from the
 * operator's browser and replayed with someone else's cookie.
 */

/**
 * A fresh operator, its claims set at creation as `members -- admin grant` sets them: a
 * process of the CLI per spec costs seconds of CPU. The command itself makes the visitors'
 * operators below and is under test in admin-access.spec.ts.
 */
export function freshOperator(label = 'operator'): Promise<TestMember> {
  return freshMember([], label, { operator: true });
}

/** An operator made by the real CLI, as in production. */
async function operatorByCli(label: string): Promise<TestMember> {
  const operator = await freshMember([], label);
  const granted = await membersCli('admin', 'grant', operator.email);
  if (granted.code !== 0) throw new Error(granted.output);
  return operator;
}

export type Visitor = 'no cookie' | 'member' | 'revoked operator' | 'operator';

/** Where the global set-up leaves the visitors' cookies for every spec. */
const VISITORS_FILE = `${TEST_OUTPUT_DIR}/visitors.json`;

/**
 * Makes the visitors once for the whole run (e2e/global-setup.ts): the Cookie header of each
 * (none for 'no cookie'). The revoked operator signed in while an operator and kept the
 * cookie after `admin revoke`.
 */
export async function makeVisitors(baseURL: string): Promise<void> {
  const member = await freshMember([], 'swept-member');
  const revoked = await operatorByCli('revoked-operator');
  const revokedCookie = await signInCookie(revoked, baseURL);
  const revoke = await membersCli('admin', 'revoke', revoked.email);
  if (revoke.code !== 0) throw new Error(revoke.output);
  const operator = await operatorByCli('swept-operator');
  const cookies: Record<Visitor, string | null> = {
    'no cookie': null,
    member: await signInCookie(member, baseURL),
    'revoked operator': revokedCookie,
    operator: await signInCookie(operator, baseURL),
  };
  writeFileSync(VISITORS_FILE, JSON.stringify(cookies));
}

/** The Cookie header of each kind of visitor, made once by the global set-up. */
export function visitors(): Record<Visitor, string | null> {
  return JSON.parse(readFileSync(VISITORS_FILE, 'utf8')) as Record<Visitor, string | null>;
}

export const OUTSIDERS: Visitor[] = ['no cookie', 'member', 'revoked operator'];

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
