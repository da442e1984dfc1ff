import { expect, test } from '@playwright/test';
import { contentfulControl, MEMBER, signIn } from './support';

/** Runs after every other spec (see playwright.config.ts): the fault is global to the stack. */
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
  } finally {
    await request.delete(`${contentfulControl()}/fault`);
    await request.post('/api/revalidate', {
      headers: { authorization: 'Bearer local-revalidate-secret' },
    });
  }
});
