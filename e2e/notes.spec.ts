import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { openMembersMenu } from './support';
import { axeViolations } from './support/a11y';
import { testFirestore } from './support/firestore';
import { PLAYING, standIn, type StandInWindow } from './support/fixtures/video-stand-in';
import { routeYouTubeToStandIn } from './support/fixtures/youtube-routes';
import { freshMember, openSignedIn, type TestMember } from './support/members';

/** Notes pinned to a moment of a class's video, for two members of their own. */
test.describe.configure({ mode: 'serial' });

const COURSE = 'course-market-basics';
const CLASS = 'class-market-basics-1';
const CLASS_PATH = `/home?course=${COURSE}&class=${CLASS}`;

let owner: TestMember;
let other: TestMember;

test.beforeAll(async () => {
  owner = await freshMember([COURSE], 'notes-owner');
  other = await freshMember([COURSE], 'notes-other');
});

const notesOf = (member: TestMember) => testFirestore().collection(`users/${member.email}/notes`);

async function signedIn(browser: Browser, member: TestMember): Promise<Page> {
  const baseURL = test.info().project.use.baseURL;
  const page = await (await browser.newContext({ baseURL })).newPage();
  await routeYouTubeToStandIn(page);
  await openSignedIn(page, member);
  return page;
}

async function openClass(page: Page, path = CLASS_PATH) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
}

const notesList = (page: Page) => page.getByRole('list', { name: 'Your notes on this class' });

test('a note written at 1:10 stays under the player, and its time plays from there', async ({
  browser,
}) => {
  const page = await signedIn(browser, owner);
  await openClass(page);
  await standIn(page).jumpTo(70);
  await expect.poll(() => standIn(page).time()).toBe(70);
  await page.getByLabel('New note').fill('Entry after the *retest*');
  await expect(page.getByText('New note at 1:10')).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1);
  await expect(notesList(page)).toContainText('Entry after the *retest*');
  await expect(page.getByLabel('New note')).toHaveValue('');

  const stored = (await notesOf(owner).get()).docs.map((d) => d.data());
  expect(stored).toEqual([
    expect.objectContaining({
      courseId: COURSE,
      classId: CLASS,
      seconds: 70,
      text: 'Entry after the *retest*',
    }),
  ]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await standIn(page).jumpTo(5);
  await notesList(page).getByRole('button', { name: 'Play from 1:10' }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  expect(await standIn(page).time()).toBeGreaterThanOrEqual(70);
  expect(await standIn(page).time()).toBeLessThan(75);
  await page.context().close();
});

test('/home/notes lists it by course and class, and its link opens the class at 1:10', async ({
  browser,
}) => {
  const page = await signedIn(browser, owner);
  await openMembersMenu(page);
  await page
    .getByRole('navigation', { name: 'Members' })
    .getByRole('link', { name: 'Notes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  const list = page.getByRole('list', { name: /^Notes on / });
  await expect(list).toContainText('Entry after the *retest*');
  await list.getByRole('link', { name: 'Open the class at 1:10' }).click();
  await expect(page).toHaveURL(new RegExp(`course=${COURSE}&class=${CLASS}&t=70$`));
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as StandInWindow).__ytStandIn.playerVars().start),
  ).toBe(70);
  await expect(page.getByRole('button', { name: /^Resume at/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => standIn(page).state()).toBe(PLAYING);
  expect(await standIn(page).time()).toBeGreaterThanOrEqual(70);

  // A t that is not whole seconds within a day starts nowhere (the other malformed forms are
  // parseStartTime's unit tests).
  await openClass(page, `${CLASS_PATH}&t=1e9`);
  expect(
    await page.evaluate(
      () => (window as unknown as StandInWindow).__ytStandIn.playerVars().start ?? null,
    ),
  ).toBeNull();
  await page.context().close();
});

test('edit keeps the text past the limit with a clear message; delete asks first', async ({
  browser,
}) => {
  const page = await signedIn(browser, owner);
  await openClass(page);
  const item = notesList(page).getByRole('listitem').first();
  await item.getByRole('button', { name: 'Edit the note at 1:10' }).click();
  const field = page.getByLabel('Edit the note at 1:10');
  const long = 'x'.repeat(2001);
  await field.fill(long);
  await expect(item.getByRole('alert')).toHaveText(
    'A note can be at most 2,000 characters; this one has 2,001. Shorten it to save it.',
  );
  await expect(item.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(field).toHaveValue(long);
  await field.fill('Entry after the retest, stop under the low');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Entry after the retest, stop under the low');
  await expect
    .poll(async () => (await notesOf(owner).get()).docs.map((d) => d.get('text')))
    .toEqual(['Entry after the retest, stop under the low']);

  // A new note over the limit: the message, and nothing typed is lost.
  await page.getByLabel('New note').fill('y'.repeat(2100));
  await expect(page.getByText('this one has 2,100')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeDisabled();
  await expect(page.getByLabel(/^New note/)).toHaveValue('y'.repeat(2100));
  await page.getByLabel(/^New note/).fill('Second note');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(2);

  const second = notesList(page).getByRole('listitem').filter({ hasText: 'Second note' });
  await second.getByRole('button', { name: /^Delete the note/ }).click();
  await second.getByRole('button', { name: 'Keep it' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(2);
  await second.getByRole('button', { name: /^Delete the note/ }).click();
  await second.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await notesOf(owner).get()).size).toBe(1);
  await page.context().close();
});

test('the export is one Markdown file of every note, its text escaped', async ({ browser }) => {
  const page = await signedIn(browser, owner);
  await openClass(page);
  await page.getByLabel('New note').fill('# Not a heading <b>bold</b> [link](x)');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(2);

  await page.goto('/home/notes');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export all notes (Markdown)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.md$/);
  const response = await page.request.get('/api/notes/export');
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="notes-/);
  const text = await response.text();
  expect(text).toMatch(/^# Notes\n/);
  expect(text).toContain('## ');
  expect(text).toContain(`&class=${CLASS}&t=70>): Entry after the retest, stop under the low`);
  expect(text).toContain('\\# Not a heading \\<b\\>bold\\</b\\> \\[link\\](x)');
  expect(text).not.toContain('<b>bold</b>');

  // Signed out: nothing.
  const signedOut = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  const anonymous = await signedOut.get('/api/notes/export');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain('Not a heading');
  await signedOut.dispose();
  await page.context().close();
});

test('an export refused says why on the page, where a browser would show a failed download', async ({
  browser,
}) => {
  const member = await freshMember([COURSE], 'notes-exports');
  const page = await signedIn(browser, member);
  await openClass(page);
  await page.getByLabel('New note').fill('One note to export');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1);
  // The limit is 10 exports a member per 10 minutes.
  for (let i = 0; i < 10; i++)
    expect((await page.request.get('/api/notes/export')).status()).toBe(200);

  await page.goto('/home/notes');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('link', { name: 'Export all notes (Markdown)' }).click();
  await expect(
    page.getByText('Too many exports at once. Please wait a few minutes.'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/home/notes');
  expect(downloads).toBe(0);
  await page.context().close();
});

test('another member sees none of it and cannot change it, even by its id', async ({ browser }) => {
  const [victim] = (await notesOf(owner).get()).docs.filter((d) =>
    String(d.get('text')).startsWith('Entry after'),
  );
  const before = victim!.data();
  const page = await signedIn(browser, other);
  await openClass(page);
  await expect(page.getByText('No notes on this class yet.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Entry after the retest');
  await page.getByLabel('New note').fill('My own note');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(notesList(page).getByRole('listitem')).toHaveCount(1);
  const [mine] = (await notesOf(other).get()).docs;

  for (const path of ['/home/notes', CLASS_PATH]) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('My own note');
    expect(html).not.toContain('Entry after the retest');
    expect(html).not.toContain(victim!.id);
  }
  expect(await (await page.request.get('/api/notes/export')).text()).not.toContain('Entry after');

  // The edit and delete server actions, sent with the owner's note id instead of this one's.
  await page.goto('/home/notes');
  await page.route('**/home/notes', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
    await route.continue({ postData: request.postData()!.replaceAll(mine!.id, victim!.id) });
  });
  const item = page.getByRole('list', { name: /^Notes on / }).getByRole('listitem');
  await item.getByRole('button', { name: /^Edit the note/ }).click();
  await page.getByLabel(/^Edit the note/).fill('Taken over');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByRole('alert')).toHaveText('This note no longer exists.');
  await expect(page.getByLabel(/^Edit the note/)).toHaveValue('Taken over');
  await item.getByRole('button', { name: 'Cancel' }).click();
  await item.getByRole('button', { name: /^Delete the note/ }).click();
  await item.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(item.getByRole('alert')).toHaveText('This note no longer exists.');

  expect((await victim!.ref.get()).data()).toEqual(before);
  expect((await mine!.ref.get()).get('text')).toBe('My own note');
  await page.context().close();
});

test("a class page's notes pass axe and work by keyboard", async ({ browser }) => {
  const page = await signedIn(browser, owner);
  await openClass(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('New note').focus();
  await page.keyboard.type('Typed by keyboard');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notesList(page)).toContainText('Typed by keyboard');
  await page.context().close();
});

test('/home/notes passes axe; it and a class page with notes fit 390 px', async ({ browser }) => {
  const page = await signedIn(browser, owner);
  await page.goto('/home/notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/home/notes', CLASS_PATH]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  await page.context().close();
});

test('a locked class keeps its notes without a link, takes no new one, and a lost class is not named', async ({
  browser,
}) => {
  const member = await freshMember(['course-trading-mindset'], 'notes-locked');
  // Access that began now: 'Handling a Losing Streak' opens in 14 days.
  await testFirestore().doc(`users/${member.email}`).update({ coursesSince: Date.now() });
  const notes = notesOf(member);
  const seed = (classId: string, courseId: string, text: string) =>
    notes.doc().set({ courseId, classId, seconds: 42, text, createdAt: 1, updatedAt: 1 });
  await seed('class-trading-mindset-1', 'course-trading-mindset', 'Written before the lock');
  await seed(CLASS, COURSE, 'Written while I had Market Basics');
  await testFirestore().doc(`users/${member.email}/counters/notes`).set({ count: 2 });

  const page = await signedIn(browser, member);
  await page.goto('/home/notes');
  const locked = page.getByRole('list', { name: 'Notes on Handling a Losing Streak' });
  await expect(locked).toContainText('Written before the lock');
  await expect(locked.getByRole('link')).toHaveCount(0);
  await expect(page.getByText('(not open yet)')).toBeVisible();
  const elsewhere = page.getByRole('region', { name: 'Classes you no longer have access to' });
  await expect(elsewhere).toContainText('Written while I had Market Basics');
  await expect(elsewhere.getByRole('link')).toHaveCount(0);
  for (const body of [
    await (await page.request.get('/home/notes')).text(),
    await (await page.request.get('/api/notes/export')).text(),
  ]) {
    expect(body).not.toContain(CLASS);
    expect(body).not.toContain(COURSE);
    expect(body).not.toContain('Order Types in Plain Language');
    expect(body).not.toContain('t=42');
  }

  // A create for the locked class, sent from an open class of the same course.
  await page.goto('/home?course=course-trading-mindset&class=class-trading-mindset-2');
  await page.route(
    (url) => url.pathname === '/home',
    async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue();
      await route.continue({
        postData: request
          .postData()!
          .replaceAll('class-trading-mindset-2', 'class-trading-mindset-1'),
      });
    },
  );
  await page.getByLabel('New note').fill('Sneaking in');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' }).getByRole('alert')).toHaveText(
    'You cannot add notes to this class.',
  );
  await expect(page.getByLabel(/^New note/)).toHaveValue('Sneaking in');
  expect((await notes.get()).size).toBe(2);
  await page.context().close();
});
