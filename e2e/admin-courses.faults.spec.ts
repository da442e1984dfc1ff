import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/a11y';
import { freshOperator, visitors, type Visitor } from './support/admin';
import {
  freshMember,
  membersCli,
  openSignedIn,
  signInCookie,
  type TestMember,
} from './support/members';

/**
 * /admin/courses: each catalog course's entitled, started and completed members. The
 * counted course is one no other spec touches; the numbers are compared before and after,
 * so members other specs add elsewhere do not disturb them.
 */
const COURSE = 'course-forex-essentials';
const CLASSES = [
  'class-forex-essentials-1',
  'class-forex-essentials-2',
  'class-forex-essentials-3',
];
const PAGE = '/admin/courses';

type Counts = { entitled: number; started: number; completed: number };

async function countsOf(page: Page): Promise<Counts> {
  await page.goto(PAGE);
  const row = page.locator(`tr[data-course-id="${COURSE}"]`);
  await expect(row.getByRole('rowheader')).toHaveText('Forex Essentials');
  const cells = await row.getByRole('cell').allTextContents();
  // Category, classes, entitled, started, completed, completion rate.
  expect(cells[1]).toBe(String(CLASSES.length));
  return { entitled: Number(cells[2]), started: Number(cells[3]), completed: Number(cells[4]) };
}

async function grant(member: TestMember, action: 'grant' | 'revoke') {
  const result = await membersCli(action, member.email, COURSE);
  expect(result.code, result.output).toBe(0);
}

/** Progress through the real route, with the member's own session. */
async function progress(page: Page, cookie: string, data: Record<string, unknown>) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post('/api/progress', {
    headers: { cookie, origin },
    data: { courseId: COURSE, ...data },
  });
  expect(response.status()).toBe(204);
}

test('the counts follow grants and progress written through the real paths', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('courses-operator');
  await openSignedIn(page, operator, PAGE, baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const before = await countsOf(page);

  const starter = await freshMember([], 'courses-starter');
  const finisher = await freshMember([], 'courses-finisher');
  await grant(starter, 'grant');
  await grant(finisher, 'grant');
  expect(await countsOf(page)).toEqual({ ...before, entitled: before.entitled + 2 });

  const starterCookie = await signInCookie(starter, baseURL!);
  const finisherCookie = await signInCookie(finisher, baseURL!);
  await progress(page, starterCookie, {
    type: 'position',
    classId: CLASSES[0],
    position: 30,
    duration: 600,
  });
  for (const classId of CLASSES.slice(0, 2))
    await progress(page, finisherCookie, { type: 'complete', classId, completed: true });
  expect(await countsOf(page)).toEqual({
    entitled: before.entitled + 2,
    started: before.started + 2,
    completed: before.completed,
  });

  // The last class watched to its end completes the course.
  await progress(page, finisherCookie, {
    type: 'position',
    classId: CLASSES[2],
    position: 600,
    duration: 600,
    ended: true,
  });
  const completed = {
    entitled: before.entitled + 2,
    started: before.started + 2,
    completed: before.completed + 1,
  };
  expect(await countsOf(page)).toEqual(completed);
  await expect(page.locator(`tr[data-course-id="${COURSE}"]`).getByRole('cell').last()).toHaveText(
    `${Math.round((completed.completed / completed.started) * 100)}%`,
  );

  // Un-ticking a class makes the course started again; revoking ends the entitlement only.
  await progress(page, finisherCookie, {
    type: 'complete',
    classId: CLASSES[1],
    completed: false,
  });
  await grant(finisher, 'revoke');
  expect(await countsOf(page)).toEqual({
    entitled: before.entitled + 1,
    started: before.started + 2,
    completed: before.completed,
  });
});

test('every catalog course is listed; axe-clean; usable at 390 px', async ({ page, baseURL }) => {
  const operator = await freshOperator('courses-a11y');
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, operator, PAGE, baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(8);
  await expect(page.getByRole('rowheader', { name: 'Untitled Course' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // The page itself never scrolls sideways; the table scrolls inside its region.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const region = page.getByRole('region', { name: 'Courses and their members' });
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test.describe('who opens /admin/courses', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(() => {
    cookies = visitors();
  });

  test('operator: the page opens (it has no actions or routes to replay)', async ({ request }) => {
    const response = await request.get(PAGE, { headers: { cookie: cookies.operator! } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Completion rate');
  });
});
