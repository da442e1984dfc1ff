import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { MEMBER_CLAIM } from '../lib/accounts/client';
import { authEmulatorHost } from './support';
import { axeViolations } from './support/a11y';
import {
  freshOperator,
  OUTSIDERS,
  recordAction,
  replayAction,
  visitors,
  type Visitor,
} from './support/admin';
import { testApp, testFirestore } from './support/firestore';
import type { TestMember } from './support/members';
import { openSignedIn } from './support/members';

/**
 * The console's members table (/admin/members) and add-member page (/admin/members/new). Each test
 * seeds members under a prefix of its own, so specs running beside it do not show up.
 */

const auth = () => getAuth(testApp());
const db = () => testFirestore();
const prefix = (label: string) => `${label}-${randomUUID().slice(0, 8)}-`;
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-trading-academy';

async function accountOf(email: string) {
  return auth()
    .getUserByEmail(email)
    .catch(() => null);
}

async function passwordEmailsTo(email: string): Promise<number> {
  const response = await fetch(
    `http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/oobCodes`,
    { headers: { connection: 'close' } },
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: Array<{ email: string; requestType: string }>;
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').length;
}

async function auditOf(email: string) {
  const entries = await db().collection('auditLog').where('member', '==', email).get();
  return entries.docs.map((doc) => doc.data());
}

/** The table's rows as text cells: e-mail, status, courses, access from. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('region', { name: 'Members' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...tr.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent!.trim()),
    ),
  );
}

let operator: TestMember;
test.beforeAll(async () => {
  operator = await freshOperator('members-table');
});

test.describe('the members table', () => {
  test('shows each member with status, courses now and where access comes from', async ({
    page,
    baseURL,
  }) => {
    const p = prefix('table');
    const address = (name: string) => `${p}${name}@example.com`;
    const active = address('a-active');
    const disabled = address('b-disabled');
    const pastDue = address('c-pastdue');
    const noAccount = address('d-none');
    await auth().createUser({ email: active });
    await auth().createUser({ email: disabled, disabled: true });
    await auth().createUser({ email: pastDue });
    await db()
      .doc(`users/${active}`)
      .set({ courses: ['course-candlesticks', 'course-gold-playbook'] });
    await db()
      .doc(`users/${disabled}`)
      .set({ courses: ['course-candlesticks'] });
    await db()
      .doc(`users/${pastDue}`)
      .set({
        courses: [],
        grants: {
          [`sub:${p}sub`]: {
            courses: ['course-risk-management'],
            source: 'plan:price_x',
            accessUntil: null,
          },
          [`pass:${p}old`]: {
            courses: ['course-market-basics'],
            source: 'pass',
            accessUntil: 1000,
          },
        },
      });
    await db().doc(`subscriptions/${p}sub`).set({ status: 'past_due', email: pastDue });
    await db()
      .doc(`users/${noAccount}`)
      .set({ courses: ['course-candlesticks'] });

    await openSignedIn(page, operator, `/admin/members?q=${p}`, baseURL!);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    expect(await tableRows(page)).toEqual([
      [active, 'active', '2', 'manual'],
      [disabled, 'disabled', '1', 'manual'],
      [pastDue, 'past due', '1', 'plan'],
      [noAccount, 'no account', '1', 'manual'],
    ]);
    const link = page.getByRole('link', { name: active });
    await expect(link).toHaveAttribute('href', `/admin/members/${encodeURIComponent(active)}`);
    // Created and last sign-in come from the account (the Auth emulator stamps a sign-in
    // at creation); a record without an account has neither.
    // After the language (none chosen here) come Created and Last sign-in.
    const first = page.getByRole('row', { name: new RegExp(active) });
    const utc = /^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/;
    await expect(first.getByRole('cell').nth(3)).toHaveText('not chosen (English)');
    await expect(first.getByRole('cell').nth(4)).toHaveText(utc);
    await expect(first.getByRole('cell').nth(5)).toHaveText(utc);
    const orphan = page.getByRole('row', { name: new RegExp(noAccount) });
    await expect(orphan.getByRole('cell').nth(4)).toHaveText('never');
    await expect(orphan.getByRole('cell').nth(5)).toHaveText('never');
  });

  test('searches by e-mail prefix through the form, and the URL keeps the search', async ({
    page,
    baseURL,
  }) => {
    const p = prefix('search');
    for (const name of ['ann', 'anna', 'bob'])
      await db().doc(`users/${p}${name}@example.com`).set({ courses: [] });
    await openSignedIn(page, operator, '/admin/members', baseURL!);
    await page.getByLabel('Search by e-mail prefix').fill(`${p.toUpperCase()}AN`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${p.toUpperCase()}AN`));
    await expect(page.getByLabel('Search by e-mail prefix')).toHaveValue(`${p.toUpperCase()}AN`);
    await expect
      .poll(async () => (await tableRows(page)).map((row) => row[0]))
      .toEqual([`${p}ann@example.com`, `${p}anna@example.com`]);
    await page.getByLabel('Search by e-mail prefix').fill(`${p}zz`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(`No member's e-mail starts with “${p}zz”.`)).toBeVisible();
  });

  test('pages through more than 50 members with Next page, the cursor in the URL', async ({
    page,
    baseURL,
  }) => {
    const p = prefix('paging');
    const emails = Array.from(
      { length: 120 },
      (_, i) => `${p}${String(i).padStart(3, '0')}@example.com`,
    );
    const batch = db().batch();
    for (const email of emails)
      batch.set(db().doc(`users/${email}`), { courses: ['course-candlesticks'] });
    await batch.commit();
    const imported = await auth().importUsers(
      emails.map((email, i) => ({
        uid: `${p}${i}`,
        email,
        customClaims: { [MEMBER_CLAIM]: true },
      })),
    );
    expect(imported.failureCount).toBe(0);

    await openSignedIn(page, operator, `/admin/members?q=${p}`, baseURL!);
    const shown = async () => (await tableRows(page)).map((row) => row[0]);
    await expect.poll(shown).toEqual(emails.slice(0, 50));
    await expect(page.getByRole('link', { name: 'First page' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`after=${encodeURIComponent(emails[49]!)}`));
    await expect.poll(shown).toEqual(emails.slice(50, 100));
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`after=${encodeURIComponent(emails[99]!)}`));
    await expect.poll(shown).toEqual(emails.slice(100));
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    // The URL alone opens the same page (linkable), and First page goes back.
    await page.reload();
    await expect.poll(shown).toEqual(emails.slice(100));
    await page.getByRole('link', { name: 'First page' }).click();
    await expect.poll(shown).toEqual(emails.slice(0, 50));
  });
});

test.describe('adding a member', () => {
  test('creates the account with the picked courses, sends the welcome e-mail, audits the operator', async ({
    page,
    baseURL,
  }) => {
    const email = `${prefix('added')}new@example.com`;
    await openSignedIn(page, operator, '/admin/members', baseURL!);
    await page.getByRole('link', { name: 'Add member' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add member' })).toBeVisible();
    const courses = page.getByRole('group', { name: 'Courses' }).getByRole('checkbox');
    const picked = [
      await courses.nth(0).getAttribute('value'),
      await courses.nth(2).getAttribute('value'),
    ];
    await courses.nth(0).check();
    await courses.nth(2).check();
    await page.getByLabel('E-mail', { exact: true }).fill(email.toUpperCase());
    await expect(page.getByLabel(/Send the welcome e-mail/)).toBeChecked();
    await page.getByRole('button', { name: 'Add member' }).click();

    const status = page.getByRole('status');
    await expect(status).toContainText(`Created ${email}. Courses added:`);
    await expect(status).toContainText('The welcome e-mail was sent.');
    await expect(status.getByRole('link', { name: `Open ${email}` })).toHaveAttribute(
      'href',
      `/admin/members/${encodeURIComponent(email)}`,
    );

    const account = await accountOf(email);
    expect(account?.customClaims?.[MEMBER_CLAIM]).toBe(true);
    expect((await db().doc(`users/${email}`).get()).get('courses')).toEqual(picked);
    const emailsToNew = await passwordEmailsTo(email);
    expect(emailsToNew).toBeGreaterThan(0);
    expect(await auditOf(email)).toEqual([
      expect.objectContaining({
        action: 'add',
        actor: operator.email,
        source: 'admin console',
        member: email,
        after: { courses: picked, source: 'manual' },
      }),
    ]);

    // The same address again: nothing created, nothing sent, the new course only.
    await page.reload();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('group', { name: 'Courses' }).getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByRole('status')).toContainText(
      `${email} already existed. Courses added:`,
    );
    await expect(page.getByRole('status')).not.toContainText('welcome');
    expect(await passwordEmailsTo(email)).toBe(emailsToNew);
    expect((await db().doc(`users/${email}`).get()).get('courses')).toHaveLength(3);

    // Without the welcome e-mail: the same account, one password e-mail fewer.
    const quiet = email.replace('new@', 'quiet@');
    await page.reload();
    await page.getByLabel('E-mail', { exact: true }).fill(quiet);
    await page.getByLabel(/Send the welcome e-mail/).uncheck();
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByRole('status')).toContainText(`Created ${quiet}. No courses added.`);
    await expect(page.getByRole('status')).not.toContainText('welcome');
    expect(await accountOf(quiet)).not.toBeNull();
    expect(await passwordEmailsTo(quiet)).toBe(emailsToNew - 1);
  });

  test('a bad address is named with the field, and what was typed stays', async ({
    page,
    baseURL,
  }) => {
    await openSignedIn(page, operator, '/admin/members/new', baseURL!);
    const course = page.getByRole('group', { name: 'Courses' }).getByRole('checkbox').first();
    await course.check();
    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('E-mail: this is not a valid e-mail address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/E-mail: this is not a valid e-mail address/);
    await expect(email).toHaveValue('not-an-address');
    await expect(course).toBeChecked();
    await expect(page.getByLabel(/Send the welcome e-mail/)).toBeChecked();
    expect(await accountOf('not-an-address')).toBeNull();

    await email.fill('');
    await page.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('E-mail: enter the member’s e-mail address.')).toBeVisible();
  });
});

test.describe('who may use the members pages', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(() => {
    cookies = visitors();
  });

  test("the add-member action replayed with an outsider's cookie adds nobody; the operator's adds", async ({
    page,
    request,
    baseURL,
  }) => {
    const p = prefix('sweep');
    const recordedEmail = `${p}recorded@example.com`;
    await openSignedIn(page, operator, '/admin/members/new', baseURL!);
    await page.getByRole('group', { name: 'Courses' }).getByRole('checkbox').first().check();
    await page.getByLabel('E-mail', { exact: true }).fill(recordedEmail);
    const recorded = await recordAction(page, () =>
      page.getByRole('button', { name: 'Add member' }).click(),
    );
    await expect(page.getByRole('status')).toContainText(`Created ${recordedEmail}`);
    const body = recorded.body.toString('utf8');
    expect(body).toContain(recordedEmail);
    const withEmail = (email: string) => ({
      ...recorded,
      body: Buffer.from(body.replaceAll(recordedEmail, email)),
    });

    for (const visitor of OUTSIDERS) {
      const email = `${p}${visitor.replaceAll(' ', '-')}@example.com`;
      await replayAction(request, withEmail(email), cookies[visitor]);
      expect(await accountOf(email), visitor).toBeNull();
      expect((await db().doc(`users/${email}`).get()).exists, visitor).toBe(false);
      expect(await auditOf(email), visitor).toEqual([]);
    }
    const email = `${p}operator-replay@example.com`;
    await replayAction(request, withEmail(email), cookies.operator);
    expect(await accountOf(email)).not.toBeNull();
    expect((await db().doc(`users/${email}`).get()).get('courses')).toHaveLength(1);
  });
});

test.describe('the members pages at 390 px and under axe', () => {
  for (const path of ['/admin/members', '/admin/members/new']) {
    test(`${path}: no axe violation, nothing wider than the screen`, async ({ page, baseURL }) => {
      if (path === '/admin/members') {
        const p = prefix('look');
        await auth().createUser({ email: `${p}someone-with-a-long-address@example.com` });
        await db()
          .doc(`users/${p}someone-with-a-long-address@example.com`)
          .set({ courses: ['course-candlesticks'] });
      }
      await openSignedIn(page, operator, path, baseURL!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than 390 px`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), `${path} at 390 px`).toEqual([]);
    });
  }
});
