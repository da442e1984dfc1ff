import { expect, test, type Page } from '@playwright/test';
import { formatOpening } from '../lib/grants/client';
import { openMembersMenu } from './support';
import { axeViolations } from './support/a11y';
import { testFirestore } from './support/firestore';
import { standIn, type StandInWindow } from './support/fixtures/video-stand-in';
import { routeYouTubeToStandIn } from './support/fixtures/youtube-routes';
import { freshMember, getAsMember, openSignedIn, type TestMember } from './support/members';

/** The members' learning home: the dashboard on /home and drip-released classes. */

const DAY = 86_400_000;
const MINDSET = 'course-trading-mindset';
const mindsetPath = (classId: string) => `/home?course=${MINDSET}&class=${classId}`;

/** A member of their own, with the manual grant's start and any other record fields. */
async function memberWith(
  courses: string[],
  label: string,
  fields: Record<string, unknown>,
): Promise<TestMember> {
  const member = await freshMember(courses, label);
  await testFirestore().doc(`users/${member.email}`).set(fields, { merge: true });
  return member;
}

const cookieOf = async (page: Page) =>
  (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

test('the dashboard continues where the member left off, lists their courses and what is new', async ({
  page,
}) => {
  const now = Date.now();
  const lastSeenAt = Date.parse('2025-03-01T12:00:00Z');
  const member = await memberWith(
    ['course-market-basics', 'course-candlesticks', 'course-gold-playbook'],
    'dashboard',
    {
      coursesSince: now - 60 * DAY,
      visits: { lastSeenAt, previousVisitAt: null },
      progress: {
        'class-candlesticks-1': {
          courseId: 'course-candlesticks',
          position: 150,
          duration: 150,
          completed: true,
          updatedAt: now - 2 * DAY,
        },
        'class-market-basics-1': {
          courseId: 'course-market-basics',
          position: 42,
          duration: 150,
          completed: false,
          updatedAt: now - 3_600_000,
        },
      },
    },
  );
  await routeYouTubeToStandIn(page);
  await openSignedIn(page, member);

  const main = page.getByRole('main');
  const continueLink = main.getByRole('link', { name: /^Continue/ });
  await expect(continueLink).toHaveAccessibleName(
    'Continue: Order Types in Plain Language in How Markets Move',
  );
  await expect(continueLink).toHaveAttribute(
    'href',
    '/home?course=course-market-basics&class=class-market-basics-1',
  );

  // Classes published after the member's previous visit (2 March 2025), and nothing else.
  const fresh = main.getByRole('region', { name: 'New' }).getByRole('link');
  await expect(fresh).toHaveText([
    /^Gold Around News Releases\s*in Gold Trading Playbook$/,
    /^Indecision Candles: Dojis and Spinning Tops\s*in Reading Candlesticks$/,
  ]);

  // In progress first (latest activity first), then not started.
  const cards = main.getByRole('region', { name: 'Your courses' }).getByRole('listitem');
  await expect(cards.getByRole('link')).toHaveText([
    'How Markets Move',
    'Reading Candlesticks',
    'Gold Trading Playbook',
  ]);
  await expect(cards.nth(1).getByRole('progressbar')).toHaveAccessibleName(
    '1 / 4 classes completed',
  );
  await expect(cards.nth(2).getByRole('progressbar')).toHaveAccessibleName(
    '0 / 4 classes completed',
  );

  // The visit is noted after the response: the previous one stays the one "New" counts from.
  await expect
    .poll(async () => (await testFirestore().doc(`users/${member.email}`).get()).get('visits'))
    .toEqual({ lastSeenAt: expect.any(Number), previousVisitAt: lastSeenAt });
  await page.reload();
  await expect(main.getByRole('region', { name: 'New' }).getByRole('link')).toHaveCount(2);

  expect(await axeViolations(page)).toEqual([]);

  // Keyboard: the Continue link is reachable and opens the class, where the player resumes.
  await continueLink.focus();
  await expect(continueLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/class=class-market-basics-1$/);
  const resume = page.getByRole('button', { name: 'Resume at 0:42' });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as StandInWindow).__ytStandIn.state()))
    .toBe(1);
  expect(await standIn(page).time()).toBeGreaterThanOrEqual(42);
});

test('the dashboard fits 390 px', async ({ browser }) => {
  const member = await memberWith(['course-market-basics', 'course-gold-playbook'], 'narrow', {
    progress: {
      'class-market-basics-2': {
        courseId: 'course-market-basics',
        position: 10,
        duration: 150,
        completed: false,
        updatedAt: Date.now(),
      },
    },
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openSignedIn(page, member);
  await expect(page.getByRole('link', { name: /^Continue/ })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The header is one row (brand, search, Menu, the members' menu), so the page starts below it.
  expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(56);
  expect(await axeViolations(page)).toEqual([]);
  // Its secondary links open from the menu, on the screen.
  await openMembersMenu(page);
  await expect(page.getByRole('link', { name: 'Settings' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeHidden();
  await context.close();
});

test('a member with no progress keeps the empty state, word for word', async ({ browser }) => {
  const member = await memberWith(['course-candlesticks'], 'noprogress', {
    visits: { lastSeenAt: Date.parse('2025-03-01T12:00:00Z'), previousVisitAt: null },
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await openSignedIn(page, member);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Please select a course from the list to get started.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Now' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'New' })).toHaveCount(0);
  await context.close();
});

test.describe('drip release', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  // Access began an hour ago: the course's first class is open, the 7- and 14-day ones not.
  const since = Date.now() - 3_600_000;
  const opensWeek1 = since + 7 * DAY;
  const opensWeek2 = since + 14 * DAY;
  // What the locked classes hold and must never reach this member's browser.
  const secrets = [
    'Pilots use checklists', // the 7-day class's text
    'material-pre-trade-routine', // its material's asset id
    'pre-trade-routine.pdf',
    'halve your risk until you win again', // the 14-day class's text
    'L0s1ngStr3k', // its video id
  ];

  test('locked classes show a lock and their date, and nothing of them reaches the browser', async ({
    page,
    request,
  }) => {
    // Several pages, each checked under axe and read twice more as HTML and RSC.
    const member = await memberWith([MINDSET], 'drip', { coursesSince: since });
    await routeYouTubeToStandIn(page);
    await openSignedIn(page, member);
    const cookie = await cookieOf(page);

    // The class list: the open class as usual, each locked one with its opening in Tokyo.
    await page.goto(mindsetPath('class-trading-mindset-2'));
    const classes = page.getByRole('navigation', { name: 'Classes' }).getByRole('list');
    await expect(classes.getByRole('link')).toHaveText([
      'Process Over Outcome',
      `Building a Pre-Trade Routine🔒Locked · opens ${formatOpening(opensWeek1, 'Asia/Tokyo')}`,
      `Handling a Losing Streak🔒Locked · opens ${formatOpening(opensWeek2, 'Asia/Tokyo')}`,
    ]);
    // The open class offers no "Next class": the one after it is locked.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Process Over Outcome' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next class' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // A locked class's own URL: its title and opening, no text, video or materials.
    await page.goto(mindsetPath('class-trading-mindset-1'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Handling a Losing Streak' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      `This class opens on ${formatOpening(opensWeek2, 'Asia/Tokyo')}.`,
    );
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Mark as complete' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // The HTML and the RSC payload of every page that lists or names the locked classes.
    for (const path of [
      '/home',
      `/home?course=${MINDSET}`,
      mindsetPath('class-trading-mindset-2'),
      mindsetPath('class-trading-mindset-3'),
      mindsetPath('class-trading-mindset-1'),
    ]) {
      const variants: Array<Record<string, string>> = [{ cookie }, { cookie, rsc: '1' }];
      for (const headers of variants) {
        const { body } = await getAsMember(request, path, headers);
        // The page is the member's own (a login page would pass every check below).
        expect(body, path).toContain(member.email);
        for (const secret of secrets) expect(body, `${path} ${secret}`).not.toContain(secret);
      }
    }
    // The browser's zone was saved on the member's record at their first page, so the
    // server's HTML already carries the opening in Tokyo: nothing changes on hydration.
    await expect
      .poll(
        async () =>
          (await getAsMember(request, mindsetPath('class-trading-mindset-1'), { cookie })).body,
      )
      .toContain(formatOpening(opensWeek2, 'Asia/Tokyo'));

    // The materials route answers as for a material of a course the member lacks.
    const locked = await request.get('/api/materials/material-pre-trade-routine', {
      headers: { cookie },
    });
    const foreign = await request.get('/api/materials/material-order-types', {
      headers: { cookie },
    });
    expect(locked.status()).toBe(404);
    expect(await locked.text()).toBe(await foreign.text());
    // The open class's material downloads.
    const open = await request.get('/api/materials/material-trading-journal', {
      headers: { cookie },
    });
    expect(open.status()).toBe(200);

    // Progress on a locked class is refused like progress on a foreign one.
    const progress = await request.post('/api/progress', {
      headers: { cookie, origin: new URL(page.url()).origin },
      data: {
        type: 'complete',
        courseId: MINDSET,
        classId: 'class-trading-mindset-1',
        completed: true,
      },
    });
    expect(progress.status()).toBe(403);
  });

  test('a class opens once its days have passed', async ({ page }) => {
    // Access began 8 days ago: the 7-day class is open, with its material; the 14-day one not.
    const member = await memberWith([MINDSET], 'drip-open', { coursesSince: Date.now() - 8 * DAY });
    await openSignedIn(page, member);
    await page.goto(mindsetPath('class-trading-mindset-2'));
    await page.getByRole('link', { name: 'Next class' }).click();
    await expect(page).toHaveURL(/class=class-trading-mindset-3$/);
    await expect(page.getByText('Pilots use checklists')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next class' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /^Handling a Losing Streak\s*Locked · opens/ }),
    ).toBeVisible();
  });
});
