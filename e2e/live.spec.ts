import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { toLocalInput } from '../lib/live/client';
import { axeViolations, expectFitsPhone } from './support/a11y';
import { expectNotFound, freshOperator } from './support/admin';
import { testFirestore } from './support/firestore';
import type { StandInWindow } from './support/fixtures/video-stand-in';
import { routeYouTubeToStandIn } from './support/fixtures/youtube-routes';
import { storeLiveSession } from './support/live';
import { messagesTo, waitForMessagesTo } from './support/mail';
import {
  freshMember,
  getAsMember,
  openSignedIn,
  signedInPage,
  signInCookie,
  type TestMember,
} from './support/members';

/** Live sessions: the console schedules, members of the audience (and only they) see them. */

const RISK = { id: 'course-risk-management', title: 'Risk Management Rules' };
const CANDLES = { id: 'course-candlesticks', title: 'Reading Candlesticks' };
const DAY = 86_400_000;

/** A member of these courses, with the course summaries the audience query reads. */
async function audienceMember(course: string, label: string): Promise<TestMember> {
  const member = await freshMember([course], label);
  await testFirestore()
    .doc(`courseMembers/${course}/members/${member.email}`)
    .set({ accessUntil: Number.MAX_SAFE_INTEGER });
  return member;
}

/** One axe pass on the desktop page, then nothing wider than 390 px. */
async function axeCleanAndFits390(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page), path).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhone(page);
}

test('live sessions: scheduled in the console, bad input named and kept, seen by their audience only', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const run = randomUUID().slice(0, 8);
  const title = `Risk clinic ${run}`;
  const operator = await freshOperator('live-operator');
  const insider = await audienceMember(RISK.id, 'live-insider');
  const outsider = await audienceMember(CANDLES.id, 'live-outsider');

  await openSignedIn(page, operator, '/admin/live');
  await expect(page.getByRole('link', { name: 'Live', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Schedule' }) });
  await expect(form.getByLabel('Time zone')).toHaveValue('Asia/Kuala_Lumpur');
  const starts = `${toLocalInput(Date.now() + 3 * DAY, 'Europe/London').slice(0, 10)}T20:30`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Time zone').selectOption('Europe/London');
  await form.getByLabel('Starts', { exact: true }).fill(starts);
  await form.getByLabel('Duration (minutes)', { exact: true }).fill('45');
  await form.getByLabel('Join link', { exact: true }).fill('http://meet.example.com/risk');
  await form.getByLabel('Description', { exact: true }).fill('Position sizing, live.');
  await form.getByLabel(RISK.title).check();
  await form.getByLabel('Repeat weekly').fill('3');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByRole('alert')).toContainText('Join link: enter the meeting’s https://');
  await expect(form.getByLabel('Join link', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // Nothing typed is lost.
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(form.getByLabel(RISK.title)).toBeChecked();
  await form.getByLabel('Join link', { exact: true }).fill('https://meet.example.com/risk');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByRole('status')).toContainText('Scheduled 3 weekly sessions');
  const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('article', { name: title })).toHaveCount(3);

  // The audience sees it at its time, with the join link; 20:30 London is 19:30 or 20:30 UTC.
  const insiderPage = await signedInPage(browser, insider, '/home/live');
  const session = insiderPage.getByRole('article', { name: title }).first();
  await expect(session).toContainText('Position sizing, live.');
  await expect(session.getByRole('link', { name: /Join the session/ })).toHaveAttribute(
    'href',
    'https://meet.example.com/risk',
  );
  await expect(session.locator('time')).toHaveAttribute('data-zone', /.+/);

  // The outsider's page, HTML and RSC payload alike, never carries it.
  const outsiderCookie = await signInCookie(outsider, baseURL!);
  const asOutsider: Array<Record<string, string>> = [
    { cookie: outsiderCookie },
    { cookie: outsiderCookie, RSC: '1' },
  ];
  for (const headers of asOutsider) {
    const { body } = await getAsMember(request, '/home/live', headers);
    expect(body).toContain('Live sessions');
    expect(body).not.toContain(title);
    expect(body).not.toContain('meet.example.com/risk');
  }
  await insiderPage.context().close();
});

test('live sessions: edited and cancelled in the console, with e-mails to their audience only', async ({
  page,
  browser,
}) => {
  const run = randomUUID().slice(0, 8);
  const title = `Risk clinic ${run}`;
  const operator = await freshOperator('live-editor');
  const insider = await audienceMember(RISK.id, 'live-insider');
  const outsider = await audienceMember(CANDLES.id, 'live-outsider');
  // Three sessions as the console's weekly schedule writes them (the test above schedules).
  const now = Date.now();
  const seriesId = `e2e-series-${run}`;
  const first = Math.ceil((now + 3 * DAY) / 60_000) * 60_000;
  for (let week = 0; week < 3; week++) {
    await storeLiveSession({
      id: `${seriesId}-${week}`,
      title,
      startsAt: first + 7 * week * DAY,
      durationMinutes: 45,
      timeZone: 'Europe/London',
      joinUrl: 'https://meet.example.com/risk',
      courseIds: [RISK.id],
      seriesId,
    });
  }
  const starts = toLocalInput(first, 'Europe/London');
  await openSignedIn(page, operator, '/admin/live');
  const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('article', { name: title })).toHaveCount(3);
  const insiderPage = await signedInPage(browser, insider, '/home/live');

  // Edit the first: the audience is e-mailed, the outsider is not.
  await upcoming
    .getByRole('link', { name: `Edit ${title}` })
    .first()
    .click();
  const editForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save changes' }) });
  await expect(editForm.getByLabel('Starts', { exact: true })).toHaveValue(starts);
  await expect(editForm.getByLabel('Time zone')).toHaveValue('Europe/London');
  await editForm.getByLabel('Duration (minutes)', { exact: true }).fill('90');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  // Every member with the course on this shared stack is e-mailed; the catcher shows who.
  await expect(editForm.getByRole('status')).toContainText(/E-mailed \d+ members? of its audience/);
  const changed = await waitForMessagesTo(insider.email, (messages) =>
    messages.some((m) => m.subject === `Changed: ${title}`),
  );
  expect(changed.find((m) => m.subject === `Changed: ${title}`)?.text).toContain('1 h 30 min');

  // Cancel the first: shown to the audience as cancelled, e-mailed.
  await page.goto('/admin/live');
  await upcoming
    .getByRole('button', { name: `Cancel ${title}` })
    .first()
    .click();
  await upcoming.getByRole('button', { name: `Yes, cancel ${title}` }).click();
  // The action's own answer: its e-mails go out before it ends, and the members' pages read
  // the sessions anew only once it has ended (Next applies its cache expiry then). A cancelled
  // session keeps no actions, so the answer is in the toaster (the last in the page; the
  // status line beside the button may show it too until the refresh takes the button away)
  // and focus on the session's heading.
  await expect(page.getByText(/^Cancelled\. E-mailed/).last()).toBeVisible();
  await expect(upcoming.getByRole('heading', { name: `${title} cancelled` })).toBeFocused();
  await waitForMessagesTo(insider.email, (messages) =>
    messages.some((m) => m.subject === `Cancelled: ${title}`),
  );
  await insiderPage.reload();
  await expect(insiderPage.getByRole('article', { name: `${title} (cancelled)` })).toBeVisible();
  await expect(insiderPage.getByRole('article', { name: title, exact: true })).toHaveCount(2);
  expect((await messagesTo(outsider.email)).filter((m) => m.subject.includes(title))).toEqual([]);
  await insiderPage.context().close();
});

test('a session edited from a page opened before another save is refused, shows theirs, keeps mine', async ({
  page,
}) => {
  const run = randomUUID().slice(0, 8);
  const title = `Stale clinic ${run}`;
  const id = `e2e-stale-${run}`;
  await storeLiveSession({
    id,
    title,
    startsAt: Math.ceil((Date.now() + 5 * DAY) / 60_000) * 60_000,
    durationMinutes: 45,
    timeZone: 'Asia/Kuala_Lumpur',
    joinUrl: 'https://meet.example.com/stale',
    courseIds: [RISK.id],
  });
  const operator = await freshOperator('live-stale');
  await openSignedIn(page, operator, `/admin/live?edit=${id}`);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save changes' }) });
  await form.getByLabel('Duration (minutes)', { exact: true }).fill('90');

  // Meanwhile, on another page opened later, the session's link is changed and saved.
  const other = await page.context().newPage();
  await other.goto(`/admin/live?edit=${id}`);
  const theirs = other
    .locator('form')
    .filter({ has: other.getByRole('button', { name: 'Save changes' }) });
  await theirs.getByLabel('Join link').fill('https://meet.example.com/moved');
  await theirs.getByRole('button', { name: 'Save changes' }).click();
  await expect(theirs.getByRole('status')).toContainText('Saved:');
  await other.close();

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('Someone else saved this session');
  await expect(form.getByLabel('Duration (minutes)', { exact: true })).toHaveValue('90');
  const stored = async () => (await testFirestore().doc(`liveSessions/${id}`).get()).data();
  expect(await stored()).toMatchObject({
    durationMinutes: 45,
    joinUrl: 'https://meet.example.com/moved',
    sequence: 1,
  });

  // Saved again, after the page read theirs: this edit replaces it.
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toContainText('Saved:');
  expect(await stored()).toMatchObject({
    durationMinutes: 90,
    joinUrl: 'https://meet.example.com/stale',
    sequence: 2,
  });
});

test('a past session’s recording, added in the console, plays in the academy’s player', async ({
  page,
  browser,
}) => {
  const run = randomUUID().slice(0, 8);
  const title = `Gold review ${run}`;
  const videoId = `Rec${run}`;
  const now = Date.now();
  await storeLiveSession({
    id: `e2e-past-${run}`,
    title,
    startsAt: now - DAY,
    durationMinutes: 60,
    joinUrl: 'https://meet.example.com/gold',
    courseIds: [CANDLES.id],
  });
  const operator = await freshOperator('live-recorder');
  const operatorPage = await signedInPage(browser, operator, '/admin/live');
  const recording = operatorPage.getByRole('form', { name: `Recording of ${title}` });
  await recording.getByLabel('Recording', { exact: true }).fill('https://vimeo.com/1');
  await recording.getByRole('button', { name: 'Save recording' }).click();
  await expect(recording.getByRole('alert')).toContainText('Recording: enter a YouTube link');
  await recording.getByLabel('Recording', { exact: true }).fill(`https://youtu.be/${videoId}`);
  await recording.getByRole('button', { name: 'Save recording' }).click();
  await expect(recording.getByRole('status')).toHaveText('Recording saved.');
  await operatorPage.context().close();

  const member = await freshMember([CANDLES.id], 'live-viewer');
  const unexpected = await routeYouTubeToStandIn(page);
  await openSignedIn(page, member, '/home/live');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Watch the recording' })
    .click();
  await expect(page.getByRole('heading', { name: `Recording: ${title}` })).toBeVisible();
  await expect(page.locator(`iframe[data-yt-stand-in="${videoId}"]`)).toHaveCount(1);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as StandInWindow).__ytStandIn.state()))
    .toBe(1);
  expect(unexpected).toEqual([]);
});

test('/home/live passes axe and fits 390 px; the dashboard names the next session', async ({
  page,
}) => {
  const member = await freshMember([CANDLES.id], 'live-look');
  await openSignedIn(page, member, '/home/live');
  // The demo's weekly session is for every member with access.
  await expect(page.getByRole('article', { name: /Weekly live coaching/ }).first()).toBeVisible();
  await axeCleanAndFits390(page, '/home/live');
  await page.goto('/home');
  await expect(page.getByText('Next live session:')).toBeVisible();
});

test('/admin/live passes axe and fits 390 px', async ({ browser }) => {
  const operator = await freshOperator('live-look-operator');
  const operatorPage = await signedInPage(browser, operator, '/admin/live');
  await expect(operatorPage.getByRole('heading', { level: 1 })).toHaveText('Live sessions');
  await axeCleanAndFits390(operatorPage, '/admin/live');
  await operatorPage.context().close();
});

test('/admin/live is a 404 to a member and to a visitor', async ({ request, baseURL }) => {
  const member = await freshMember([CANDLES.id], 'live-look');
  await expectNotFound(request, '/admin/live', await signInCookie(member, baseURL!));
  await expectNotFound(request, '/admin/live', null);
});
