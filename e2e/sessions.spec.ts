import { expect, test } from '@playwright/test';
import { freshMember, membersCli, signInCookie } from './support/members';

/**
 * Sessions end when they are ended, seen from an open tab. What a cookie opens after a
 * logout, a new sign-in, a revocation outside the app or a forgery is tested in-process:
 * app/api/__tests__/session.int.test.ts.
 */
const COURSE = 'course-risk-management';
const CLASS_PATH = `/home?course=${COURSE}&class=class-risk-management-1`;
const CLASS_TITLE = 'The One Percent Rule and Position Sizing';

test("an operator's disable sends the open tab to /login at its next navigation", async ({
  page,
  baseURL,
}) => {
  const member = await freshMember([COURSE], 'disabled');
  await page.context().addCookies([cookieFor(await signInCookie(member, baseURL!), baseURL!)]);
  await page.goto(CLASS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: CLASS_TITLE })).toBeVisible();
  const disabled = await membersCli('disable', member.email);
  expect(disabled.code).toBe(0);
  await page.getByRole('link', { name: 'Why Risk Comes Before Reward' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

function cookieFor(header: string, baseURL: string) {
  const [name, value] = header.split('=') as [string, string];
  return { name, value, domain: new URL(baseURL).hostname, path: '/' };
}
