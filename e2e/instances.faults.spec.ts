import { expect, test } from '@playwright/test';
import { contentfulControl, MEMBER } from './support';
import { REVALIDATE_SECRET, secondInstance } from './support/instances';
import { openSignedIn } from './support/members';

/**
 * A faults spec: it changes content in the shared Contentful stand-in, so it runs alone.
 * The webhook reaches instance A only; B must drop its cached copy too (shared Redis cache).
 */
test('a publish webhook to instance A changes what instance B shows within 5 s', async ({
  page,
  request,
}) => {
  const CLASS_TITLE = 'Context Beats Pattern Names';
  const changed = `Context Beats Pattern Names, revised ${Date.now()}`;
  const field = `${contentfulControl()}/entries/class-candlesticks-1/fields/title`;
  const classOnB = `${secondInstance()}/home?course=course-candlesticks&class=class-candlesticks-1`;
  const title = page.getByRole('heading', { level: 1 });

  await openSignedIn(page, MEMBER);
  // The session cookie belongs to the host, so B (another port) sees it too.
  await page.goto(classOnB);
  await expect(title).toHaveText(CLASS_TITLE);
  try {
    const edit = await request.put(field, { data: { value: changed } });
    expect(edit.status()).toBe(200);
    // B serves its cached copy until told otherwise: without that the test would prove nothing.
    await page.reload();
    await expect(title).toHaveText(CLASS_TITLE);

    const webhook = await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(webhook.status()).toBe(200);
    expect(await webhook.json()).toEqual({ revalidated: true });

    // B's page (the whole document, signed in: not a redirect) shows the new title.
    await expect
      .poll(async () => (await page.request.get(classOnB)).text(), {
        timeout: 5_000,
        intervals: [200],
      })
      .toContain(changed);
    await page.reload();
    await expect(title).toHaveText(changed);
  } finally {
    await request.delete(field);
    await request.post('/api/revalidate', {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
  }
  await expect
    .poll(async () => {
      await page.goto(classOnB);
      return title.textContent();
    })
    .toBe(CLASS_TITLE);
});
