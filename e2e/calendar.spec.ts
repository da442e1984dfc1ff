import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parseIcs, propertyOf, type IcsComponent } from '../dev/test-run/ics';
import { toLocalInput } from '../lib/live/client';
import { OPERATOR } from './support';
import { testFirestore } from './support/firestore';
import { scheduleInConsole, storeLiveSession } from './support/live';
import { freshMember, signedInPage, signInCookie } from './support/members';

/**
 * The member's private calendar feed and "Add to calendar", through the running app: the
 * feed is fetched as a calendar app does, with no cookie, and read as RFC 5545. The demo
 * operator schedules (no spec signs it out), which spares a CLI run per test.
 */

const RISK = { id: 'course-risk-management', title: 'Risk Management Rules' };
const CANDLES = { id: 'course-candlesticks', title: 'Reading Candlesticks' };
const DAY = 86_400_000;
/** The console's default zone: UTC+8 all year, so a wall time gives one UTC time. */
const CONSOLE_ZONE = 'Asia/Kuala_Lumpur';

/** A wall time in the console's zone `days` ahead, and the same instant in iCalendar UTC. */
function startIn(days: number, wallTime: string) {
  const startsLocal = `${toLocalInput(Date.now() + days * DAY, CONSOLE_ZONE).slice(0, 10)}T${wallTime}`;
  return { startsLocal, startsAt: Date.parse(`${startsLocal}:00+08:00`) };
}

/** 20261201T183000Z */
const icsUtc = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Presses "Get/Reset calendar link" on /home/live; the two addresses shown, once. */
async function feedLinks(page: Page, button: 'Get calendar link' | 'Reset calendar link') {
  const shown = page.getByLabel('Calendar link');
  const before = (await shown.count()) ? await shown.inputValue() : null;
  await page.getByRole('button', { name: button }).click();
  if (before === null) await expect(shown).toHaveValue(/\.ics$/);
  else await expect(shown).not.toHaveValue(before);
  const https = await shown.inputValue();
  const webcal = await page
    .getByRole('link', { name: 'Subscribe in your calendar app' })
    .getAttribute('href');
  return { https, webcal };
}

/** The feed as a calendar app fetches it: no cookie; the answer and its events. */
async function fetchFeed(anonymous: APIRequestContext, url: string) {
  const response = await anonymous.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = parseIcs(await response.text());
  expect(calendar.type).toBe('VCALENDAR');
  expect(propertyOf(calendar, 'VERSION')?.value).toBe('2.0');
  const events = calendar.children.filter((c) => c.type === 'VEVENT');
  expect(events).toHaveLength(calendar.children.length);
  return events;
}

const value = (event: IcsComponent, name: string) => propertyOf(event, name)?.value;
const titled = (events: IcsComponent[], title: string) =>
  events
    .filter((e) => value(e, 'SUMMARY') === title)
    .sort((a, b) => value(a, 'DTSTART')!.localeCompare(value(b, 'DTSTART')!));

test('calendar feed: the member’s own link lists their audience’s sessions only, a reset ends it; "Add to calendar" downloads one', async ({
  browser,
  playwright,
  request,
  baseURL,
}) => {
  const run = randomUUID().slice(0, 8);
  const title = `Calendar clinic ${run}`;
  const elsewhere = `Candles only ${run}`;
  const member = await freshMember([RISK.id], 'calendar-member');
  const outsider = await freshMember([CANDLES.id], 'calendar-outsider');
  // A session for a course the member lacks; the console's scheduling below expires the
  // sessions' cache, so the feed reads both.
  const now = Date.now();
  const id = `e2e-calendar-${run}`;
  await storeLiveSession({
    id,
    title: elsewhere,
    startsAt: now + 2 * DAY,
    durationMinutes: 30,
    joinUrl: 'https://meet.example.com/candles',
    courseIds: [CANDLES.id],
  });
  const start = startIn(2, '09:00');
  const admin = await signedInPage(browser, OPERATOR, '/admin/live');
  await scheduleInConsole(admin, {
    title,
    courseTitle: RISK.title,
    startsLocal: start.startsLocal,
    durationMinutes: 45,
  });
  await admin.context().close();

  const page = await signedInPage(browser, member, '/home/live');
  const links = await feedLinks(page, 'Get calendar link');
  expect(links.https.startsWith(`${baseURL}/api/calendar/`), links.https).toBe(true);
  expect(links.https).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect(links.webcal).toBe(links.https.replace(/^https?:/, 'webcal:'));

  const anonymous = await playwright.request.newContext();
  const first = await fetchFeed(anonymous, links.https);
  const again = await fetchFeed(anonymous, links.https);
  const [mine] = titled(first, title);
  expect(titled(first, title)).toHaveLength(1);
  expect(value(mine!, 'UID')).toMatch(new RegExp(`@${new URL(baseURL!).host}$`));
  expect(titled(again, title).map((e) => value(e, 'UID'))).toEqual([value(mine!, 'UID')]);
  expect(value(mine!, 'DTSTART')).toBe(icsUtc(start.startsAt));
  expect(value(mine!, 'DTEND')).toBe(icsUtc(start.startsAt + 45 * 60_000));
  expect(propertyOf(mine!, 'DTSTART')?.params).toEqual({});
  // One event per session, every one of the member's audience (read after the feed, so a
  // session another spec adds meanwhile cannot be missing from it).
  const uids = first.map((e) => value(e, 'UID')!);
  expect(new Set(uids).size).toBe(uids.length);
  const sessions = await testFirestore().getAll(
    ...uids.map((uid) => testFirestore().doc(`liveSessions/${uid.split('@')[0]}`)),
  );
  for (const session of sessions) {
    const courses = session.get('courseIds') as string[];
    expect(courses.length === 0 || courses.includes(RISK.id), session.id).toBe(true);
  }
  for (const event of first) {
    expect(value(event, 'DTSTART'), value(event, 'SUMMARY')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(value(event, 'DTEND'), value(event, 'SUMMARY')).toMatch(/^\d{8}T\d{6}Z$/);
  }
  expect(first.map((e) => value(e, 'SUMMARY'))).not.toContain(elsewhere);

  // "Add to calendar": the one session, as a download.
  const sessionId = value(mine!, 'UID')!.split('@')[0]!;
  const add = page.getByRole('article', { name: title }).getByRole('link', {
    name: 'Add to calendar',
  });
  const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(download.suggestedFilename()).toBe(`live-session-${sessionId}.ics`);
  const one = parseIcs(await readFile((await download.path())!, 'utf8'));
  expect(one.children.map((c) => c.type)).toEqual(['VEVENT']);
  expect(value(one.children[0]!, 'UID')).toBe(value(mine!, 'UID'));
  const href = (await add.getAttribute('href'))!;
  const asMember = await request.get(href, {
    headers: { cookie: await signInCookie(member, baseURL!) },
  });
  expect(asMember.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(asMember.headers()['content-disposition']).toBe(
    `attachment; filename="live-session-${sessionId}.ics"`,
  );
  const asOutsider = await request.get(href, {
    headers: { cookie: await signInCookie(outsider, baseURL!) },
  });
  expect(asOutsider.status()).toBe(404);
  expect(await asOutsider.text()).not.toContain(title);

  // A reset: a new link; the old one finds nobody, the new one is the same feed.
  const reset = await feedLinks(page, 'Reset calendar link');
  expect(reset.https).not.toBe(links.https);
  const old = await anonymous.get(links.https);
  expect(old.status()).toBe(404);
  expect(await old.text()).not.toContain(title);
  expect(titled(await fetchFeed(anonymous, reset.https), title)).toHaveLength(1);
  await anonymous.dispose();
  await page.context().close();
});

test('calendar feed: a session cancelled in the console is CANCELLED, an edited one has a higher SEQUENCE', async ({
  browser,
  playwright,
}) => {
  const title = `Calendar series ${randomUUID().slice(0, 8)}`;
  const member = await freshMember([RISK.id], 'calendar-follower');
  const start = startIn(3, '10:00');
  const admin = await signedInPage(browser, OPERATOR, '/admin/live');
  await scheduleInConsole(admin, {
    title,
    courseTitle: RISK.title,
    startsLocal: start.startsLocal,
    durationMinutes: 45,
    weeks: 2,
  });
  const page = await signedInPage(browser, member, '/home/live');
  const { https } = await feedLinks(page, 'Get calendar link');
  await page.context().close();
  const anonymous = await playwright.request.newContext();
  const [cancelled, edited] = titled(await fetchFeed(anonymous, https), title);
  expect(value(cancelled!, 'SEQUENCE')).toBe('0');
  expect(value(edited!, 'SEQUENCE')).toBe('0');

  const upcoming = admin.getByRole('list', { name: 'Upcoming sessions' });
  await upcoming
    .getByRole('button', { name: `Cancel ${title}` })
    .first()
    .click();
  await upcoming.getByRole('button', { name: `Yes, cancel ${title}` }).click();
  await expect(
    upcoming.getByRole('article', { name: title }).first().getByText('cancelled', { exact: true }),
  ).toBeVisible();
  await upcoming.getByRole('link', { name: `Edit ${title}` }).click();
  const editForm = admin
    .locator('form')
    .filter({ has: admin.getByRole('button', { name: 'Save changes' }) });
  await editForm.getByLabel('Duration (minutes)', { exact: true }).fill('90');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(editForm.getByRole('status')).toContainText('Saved:');
  await admin.context().close();

  // Each change expired the sessions' cache: the next poll has both, no waiting.
  const after = await fetchFeed(anonymous, https);
  await anonymous.dispose();
  const byUid = (uid: string | undefined) => after.find((e) => value(e, 'UID') === uid);
  const nowCancelled = byUid(value(cancelled!, 'UID'));
  const nowEdited = byUid(value(edited!, 'UID'));
  expect(value(nowCancelled!, 'STATUS')).toBe('CANCELLED');
  expect(Number(value(nowCancelled!, 'SEQUENCE'))).toBeGreaterThan(0);
  expect(value(nowEdited!, 'STATUS')).toBe('CONFIRMED');
  expect(Number(value(nowEdited!, 'SEQUENCE'))).toBeGreaterThan(0);
  // The second of the weekly pair, now 90 minutes long.
  expect(value(nowEdited!, 'DTSTART')).toBe(icsUtc(start.startsAt + 7 * DAY));
  expect(value(nowEdited!, 'DTEND')).toBe(icsUtc(start.startsAt + 7 * DAY + 90 * 60_000));
});
