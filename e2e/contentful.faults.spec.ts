import { expect, test } from '@playwright/test';
import { contentfulControl, MEMBER, signIn } from './support';

/**
 * Runs after every other spec, one test at a time (see playwright.config.ts): a fault and
 * the request counter are global to the stack, so nothing else may touch Contentful.
 */
test('the refresh button reloads the list from Contentful', async ({ page, request }) => {
  await signIn(page, MEMBER);
  const requests = async () =>
    ((await (await request.get(`${contentfulControl()}/stats`)).json()) as { requests: number })
      .requests;
  const before = await requests();
  await page.getByRole('button', { name: 'Refresh courses' }).click();
  // The cached content was dropped, so the re-render had to ask Contentful again.
  await expect.poll(requests).toBeGreaterThan(before);
  await expect(page.getByRole('button', { name: 'Refresh courses' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'How Markets Move' })).toBeVisible();
});

test('Contentful failing still renders the page with an empty list', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, MEMBER);
  await request.post(`${contentfulControl()}/fault`, { data: { status: 500 } });
  try {
    // The publish webhook empties the cache, so the next render has to ask Contentful.
    await request.post('/api/revalidate', {
      headers: { authorization: 'Bearer local-revalidate-secret' },
    });
    const response = await page.goto('/home');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No courses are available to you yet.')).toBeVisible();
    expect(await page.content()).not.toMatch(/at \w+ \(|ServerError/);
    // The API routes say "unavailable" rather than "not yours" while content cannot load.
    const origin = new URL(page.url()).origin;
    const save = await page.request.post('/api/progress', {
      headers: { origin },
      data: {
        type: 'complete',
        courseId: 'course-candlesticks',
        classId: 'class-candlesticks-1',
        completed: true,
      },
    });
    expect(save.status()).toBe(503);
    expect((await page.request.get('/api/materials/material-candle-anatomy')).status()).toBe(502);
  } finally {
    await request.delete(`${contentfulControl()}/fault`);
    await request.post('/api/revalidate', {
      headers: { authorization: 'Bearer local-revalidate-secret' },
    });
  }
});
