import { RISK_MEMBER } from './support';
import { progressEntry } from './support/firestore';
import {
  expect,
  PAUSED,
  PLAYING,
  standIn,
  test,
  type StandInWindow,
} from './support/fixtures/video-stand-in';
import { openSignedIn } from './support/members';

/** Learning progress with the YouTube stand-in, as the risk member (the video specs use another). */
test.use({ account: RISK_MEMBER });
test.describe.configure({ mode: 'serial' });

const COURSE = 'course-risk-management';
const classPath = (classId: string) => `/home?course=${COURSE}&class=${classId}`;
const progressDoc = (classId: string) => progressEntry(RISK_MEMBER.email, classId);
const checkFor = (page: import('@playwright/test').Page, title: string) =>
  page
    .getByRole('navigation', { name: 'Classes' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('img');

async function openClass(
  page: import('@playwright/test').Page,
  classId: string,
  { video = true } = {},
) {
  await progressDoc(classId).delete();
  await page.goto(classPath(classId));
  if (video) await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}

test('watching to the end completes the class, across reloads and a new login', async ({
  page,
  browser,
}) => {
  const title = await openClass(page, 'class-risk-management-1');
  await expect(checkFor(page, title)).toHaveAccessibleName('Not completed');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await page.evaluate(() => (window as unknown as StandInWindow).__ytStandIn.end());
  await expect(checkFor(page, title)).toHaveAccessibleName('Completed');
  await expect(page.getByRole('checkbox', { name: 'Mark as complete' })).toBeChecked();

  await page.reload();
  await expect(checkFor(page, title)).toHaveAccessibleName('Completed');
  const fresh = await (await browser.newContext()).newPage();
  await openSignedIn(fresh, RISK_MEMBER, classPath('class-risk-management-1'));
  await expect(checkFor(fresh, title)).toHaveAccessibleName('Completed');
  await expect(fresh.getByRole('navigation', { name: 'Classes' })).toBeVisible();
  await fresh.context().close();
});

test('stopping at 1:10 offers Resume at 1:10 after a reload, and the player starts there', async ({
  page,
}) => {
  await openClass(page, 'class-risk-management-2');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await standIn(page).jumpTo(70);
  // The shortcut, not the button: the controls hide after 1 s of playing.
  await page.keyboard.press('k');
  await expect.poll(() => standIn(page).state()).toBe(PAUSED);
  const saved = () =>
    progressDoc('class-risk-management-2')
      .get()
      .then((doc) => (doc.get('position') as number) ?? 0);
  await expect.poll(saved).toBeGreaterThanOrEqual(70);
  expect(await saved()).toBeLessThan(71);

  await page.reload();
  const resume = page.getByRole('button', { name: 'Resume at 1:10' });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  expect(await standIn(page).time()).toBeGreaterThanOrEqual(70);
  await expect(resume).toHaveCount(0);
});

test('leaving the page saves the position with a beacon', async ({ page }) => {
  await openClass(page, 'class-risk-management-4');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await standIn(page).jumpTo(40);
  await page.goto('/');
  await expect
    .poll(async () => (await progressDoc('class-risk-management-4').get()).get('position'))
    .toBeGreaterThanOrEqual(40);
});

test('leaving the class by a link in the page saves the position too', async ({ page }) => {
  const title = await openClass(page, 'class-risk-management-3');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  await standIn(page).jumpTo(50);
  // Another class from the list: an in-app navigation, no pagehide.
  await page
    .getByRole('navigation', { name: 'Classes' })
    .getByRole('link')
    .filter({ hasNotText: title })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  await expect
    .poll(async () => (await progressDoc('class-risk-management-3').get()).get('position'))
    .toBeGreaterThanOrEqual(50);
});

test('Mark as complete ticks and unticks a class without a video, and persists', async ({
  page,
}) => {
  const title = await openClass(page, 'class-risk-management-5', { video: false });
  await expect(page.getByText('No video available for this class')).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Mark as complete' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(checkFor(page, title)).toHaveAccessibleName('Completed');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mark as complete' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Mark as complete' }).uncheck();
  await expect(checkFor(page, title)).toHaveAccessibleName('Not completed');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Mark as complete' })).not.toBeChecked();
});

test('the course shows n / m classes completed and Next class follows the order', async ({
  page,
}) => {
  await page.goto(`/home?course=${COURSE}`);
  await expect(page.getByRole('main').getByText(/^\d+ \/ 6 classes completed$/)).toBeVisible();
  await page.goto(classPath('class-risk-management-2'));
  await page.getByRole('link', { name: 'Next class' }).click();
  await expect(page).toHaveURL(/class=class-risk-management-1$/);
});
