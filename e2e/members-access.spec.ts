import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mulberry32 } from '../dev/generators/seeded-random';
import { MEMBER, RISK_MEMBER } from './support';
import { freshMember, getAsMember, openSignedIn, signInCookie } from './support/members';

/** Published course ids, read straight from the demo export: an independent source. */
const publishedCourseIds: string[] = (
  JSON.parse(readFileSync('content/export.json', 'utf8')) as {
    entries: Array<{
      sys: { id: string; publishedVersion?: number; contentType: { sys: { id: string } } };
    }>;
  }
).entries
  .filter((e) => e.sys.contentType.sys.id === 'course' && e.sys.publishedVersion)
  .map((e) => e.sys.id);

test('members with distinct course lists see exactly their own courses', async ({
  request,
  baseURL,
}) => {
  const next = mulberry32(20261123);
  const lists = Array.from({ length: 30 }, () => [
    ...publishedCourseIds.filter(() => next() < 0.4),
    ...(next() < 0.2 ? ['course-that-does-not-exist'] : []),
  ]);
  for (const list of lists) {
    const member = await freshMember(list, 'lists');
    const cookie = await signInCookie(member, baseURL!);
    const variants: Array<Record<string, string>> = [{ cookie }, { cookie, rsc: '1' }];
    for (const headers of variants) {
      const { url, body } = await getAsMember(request, '/home', headers);
      expect(url, JSON.stringify({ headers, list })).toMatch(/^\/home(\?_rsc=?[\w-]*)?$/);
      const shown = new Set([...body.matchAll(/\/home\?course=([\w.-]+)/g)].map((m) => m[1]));
      const expected = publishedCourseIds.filter((id) => list.includes(id));
      expect([...shown].sort()).toEqual([...expected].sort());
      // Nothing of another course reaches the page, in its HTML or its RSC payload.
      for (const id of publishedCourseIds.filter((id) => !list.includes(id)))
        expect(body).not.toContain(id);
    }
  }
});

test('a link in a class to a course the member lacks is plain text and reveals nothing', async ({
  page,
  request,
}) => {
  await openSignedIn(page, RISK_MEMBER);
  const path = '/home?course=course-risk-management&class=class-risk-management-1';
  const html = await (await page.goto(path))!.text();
  await expect(page.getByText('a lesson on order types')).toBeVisible();
  await expect(page.getByRole('link', { name: 'a lesson on order types' })).toHaveCount(0);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const { body: rsc } = await getAsMember(request, path, { cookie, rsc: '1' });
  // The payload is the class page's own: the test would see a login page otherwise.
  expect(rsc).toContain('The One Percent Rule and Position Sizing');
  // The target class: its id, title, video id and a phrase of its text.
  for (const secret of [
    'class-market-basics-1',
    'Order Types in Plain Language',
    'MktB4sics01',
    'For formal definitions',
  ]) {
    expect(html).not.toContain(secret);
    expect(rsc).not.toContain(secret);
  }
});

test("a link in a class to another of the member's classes leads there", async ({ page }) => {
  await openSignedIn(page, MEMBER);
  await page.goto('/home?course=course-market-basics&class=class-market-basics-1');
  await page.getByRole('link', { name: 'context beats pattern names' }).click();
  await expect(page).toHaveURL(/\/home\?course=course-candlesticks&class=class-candlesticks-1$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Context Beats Pattern Names' }),
  ).toBeVisible();
});
