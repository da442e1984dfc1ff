import { expect, test, type Page } from '@playwright/test';
import { NO_END } from '../lib/grants/client';
import { DAY_MS } from '../lib/time';
import { axeViolations } from './support/a11y';
import {
  freshOperator,
  OUTSIDERS,
  recordAction,
  replayAction,
  visitors,
  type Visitor,
} from './support/admin';
import { testFirestore } from './support/firestore';
import { messagesTo, waitForMessagesTo } from './support/mail';
import { freshMember, openSignedIn, type TestMember } from './support/members';

/**
 * /admin/drifting: members with access who stopped watching, and their nudge e-mail (at the
 * mail catcher), at most once in 14 days. Each test lapses its own fresh members (40 days
 * by default, so the threshold test's 30 days leaves them listed).
 */

async function lapsed(label: string, daysAgo = 40): Promise<TestMember> {
  const member = await freshMember(['course-candlesticks'], label);
  await testFirestore()
    .doc(`users/${member.email}`)
    .set(
      {
        accessUntil: NO_END,
        lastWatchedAt: Date.now() - daysAgo * DAY_MS,
        progress: {
          'class-candlesticks-1': {
            courseId: 'course-candlesticks',
            position: 30,
            duration: 600,
            completed: false,
            updatedAt: Date.now() - daysAgo * DAY_MS,
          },
        },
      },
      { merge: true },
    );
  return member;
}

const rowOf = (page: Page, email: string) => page.locator(`tr[data-email="${email}"]`);

test('a nudge reaches the member once; a second within 14 days is refused and sends nothing', async ({
  page,
  baseURL,
}) => {
  const member = await lapsed('drifting-nudged');
  const operator = await freshOperator('drifting-operator');
  await openSignedIn(page, operator, '/admin/drifting', baseURL!);
  await expect(page.getByRole('heading', { level: 1, name: 'Drifting members' })).toBeVisible();
  const row = rowOf(page, member.email);
  await expect(row).toContainText('Candlesticks');
  await expect(row).toContainText('never');

  await row.getByRole('button', { name: `Send nudge to ${member.email}` }).click();
  await expect(row.getByRole('status')).toHaveText(`Nudge sent to ${member.email}.`);
  const [mail] = await waitForMessagesTo(member.email);
  expect(mail!.subject).toBe('Pick up where you left off at Apex Traders Academy');
  expect(mail!.text).toContain('/home');
  expect(JSON.stringify(mail!.headers)).toMatch(/list-unsubscribe/i);

  await rowOf(page, member.email)
    .getByRole('button', { name: `Send nudge to ${member.email}` })
    .click();
  await expect(rowOf(page, member.email).getByRole('status')).toContainText(
    'was nudged less than 14 days ago',
  );
  await page.waitForTimeout(500);
  expect(await messagesTo(member.email)).toHaveLength(1);
});

test('the threshold is a setting: a longer one leaves the member out, a refusal keeps the typing', async ({
  page,
  baseURL,
}) => {
  const member = await lapsed('drifting-threshold', 20);
  const operator = await freshOperator('drifting-setting');
  await openSignedIn(page, operator, '/admin/drifting', baseURL!);
  const field = page.getByLabel('Days without watching');
  try {
    await field.fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: drifting after 30 days without watching.')).toBeVisible();
    await expect(rowOf(page, member.email)).toHaveCount(0);
  } finally {
    await field.fill('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: drifting after 14 days without watching.')).toBeVisible();
  }
  await expect(rowOf(page, member.email)).toHaveCount(1);
});

test.describe('who may nudge', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(() => {
    cookies = visitors();
  });

  test("the nudge action replayed with an outsider's cookie sends nothing", async ({
    page,
    request,
    baseURL,
  }) => {
    const recorded = await lapsed('drifting-recorded');
    const operator = await freshOperator('drifting-sweep');
    await openSignedIn(page, operator, '/admin/drifting', baseURL!);
    const action = await recordAction(page, () =>
      rowOf(page, recorded.email)
        .getByRole('button', { name: `Send nudge to ${recorded.email}` })
        .click(),
    );
    await waitForMessagesTo(recorded.email);
    const body = action.body.toString('utf8');
    expect(body).toContain(recorded.email);
    for (const visitor of OUTSIDERS) {
      const target = await lapsed(`drifting-${visitor.replaceAll(' ', '-')}`);
      const answer = await replayAction(
        request,
        { ...action, body: Buffer.from(body.replaceAll(recorded.email, target.email)) },
        cookies[visitor],
      );
      expect(answer).not.toContain('Nudge sent');
      await page.waitForTimeout(300);
      expect(await messagesTo(target.email), visitor).toEqual([]);
      expect((await testFirestore().doc(`nudges/${target.email}`).get()).exists).toBe(false);
    }
  });
});

test('the drifting page under axe and at 390 px', async ({ page, baseURL }) => {
  await lapsed('drifting-look-with-a-long-address');
  const operator = await freshOperator('drifting-look');
  await openSignedIn(page, operator, '/admin/drifting', baseURL!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
