import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentfulControl, MEMBER } from './support';
import { freshMember, openSignedIn } from './support/members';

/**
 * Runs after every other spec, one test at a time (see playwright.config.ts): a fault and
 * the request counter are global to the stack, so nothing else may touch Contentful.
 */
const revalidate = (request: APIRequestContext) =>
  request.post('/api/revalidate', { headers: { authorization: 'Bearer local-revalidate-secret' } });
const contentfulRequests = async (request: APIRequestContext) =>
  ((await (await request.get(`${contentfulControl()}/stats`)).json()) as { requests: number })
    .requests;

test('the refresh button re-reads the shared catalog, not Contentful, within its interval', async ({
  page,
  request,
}) => {
  // A member of its own: refreshes are counted per member, so a retry starts from none.
  const member = await freshMember(['course-market-basics'], 'refresher');
  // A fresh catalog: read at this page load.
  await revalidate(request);
  await openSignedIn(page, member);
  // A second load reads the catalog the first one stored (in Redis, across instances).
  await page.reload();
  const refresh = page.getByRole('button', { name: 'Refresh courses' });
  await expect(refresh).toBeEnabled();
  const before = await contentfulRequests(request);
  for (let press = 1; press <= 5; press++) {
    await refresh.click();
    await expect(refresh).toBeEnabled();
  }
  // The catalog is younger than the interval: presses re-read the shared cache, not
  // Contentful. (A press after the interval drops it: refresh-courses.int.test.ts sets the
  // catalog's age for that instead of waiting 15 s here.)
  expect(await contentfulRequests(request)).toBe(before);
  await expect(
    page
      .getByRole('complementary', { name: 'Course navigation' })
      .getByRole('link', { name: 'How Markets Move' }),
  ).toBeVisible();
  // A member who keeps pressing is told to wait.
  await refresh.click();
  await expect(page.getByText('Too many refreshes; try again in a minute')).toBeVisible();
});

test('with Contentful failing, a class page renders from the last good catalog', async ({
  page,
  request,
}) => {
  // The first reads after the fault wait out the SDK's 5 retries (about 19 s each) before the
  // fallback; the requests after them get the last good content at once.
  await openSignedIn(page, MEMBER);
  const path = '/home?course=course-candlesticks&class=class-candlesticks-1';
  const saveProgress = () =>
    page.request.post('/api/progress', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        type: 'complete',
        courseId: 'course-candlesticks',
        classId: 'class-candlesticks-1',
        completed: false,
      },
    });
  const download = () => page.request.get('/api/materials/material-candle-anatomy');
  // Pages and route handlers are separate bundles, each with its own last good copy: all
  // three read the catalog once while Contentful is up.
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Context Beats Pattern Names' }),
  ).toBeVisible();
  expect((await saveProgress()).status()).toBe(204);
  expect((await download()).status()).toBe(200);
  await request.post(`${contentfulControl()}/fault`, { data: { status: 500 } });
  try {
    // The publish webhook drops the cache, so the next render has to ask Contentful.
    await revalidate(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Context Beats Pattern Names' }),
    ).toBeVisible();
    // The class list beside it comes from the same last good catalog.
    await expect(
      page.getByRole('navigation', { name: 'Classes' }).getByRole('link').first(),
    ).toBeVisible();
    expect(await page.content()).not.toMatch(/at \w+ \(|ServerError/);
    // Progress still saves: access is checked against the last good catalog.
    expect((await saveProgress()).status()).toBe(204);
    // So do downloads (the file host is a separate service, still up).
    const file = await download();
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('candle-anatomy.pdf');
  } finally {
    await request.delete(`${contentfulControl()}/fault`);
    await revalidate(request);
  }
});
