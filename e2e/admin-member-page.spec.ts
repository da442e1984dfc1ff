import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { fetchPasswordResetLinks, waitForNewPasswordLink } from '../dev/stand-ins/auth-oob-codes';
import { simulateChange, simulatePurchase, stripeLocalConfig } from '../dev/stand-ins/stripe';
import { LOCAL_STACK } from '../lib/env';
import { DAY_MS } from '../lib/time';
import { authEmulatorHost } from './support';
import { axeViolations } from './support/a11y';
import {
  freshOperator,
  OUTSIDERS,
  recordAction,
  replayAction,
  visitors,
  type RecordedAction,
  type Visitor,
} from './support/admin';
import { testApp, testFirestore } from './support/firestore';
import { freshMember, openSignedIn, signInCookie, type TestMember } from './support/members';

/**
 * The console's member page: what it shows and every action on it, through the UI,
 * each checked in Firestore and Auth, in the audit log with the operator as actor and,
 * where access changes, in the member's own /home. Then who may do any of it: nobody else.
 */
const projectId = process.env.FIREBASE_PROJECT_ID ?? LOCAL_STACK.projectId;
const memberPath = (email: string) => `/admin/members/${encodeURIComponent(email)}`;

const userDoc = (email: string) => testFirestore().doc(`users/${email}`);
const auth = () => getAuth(testApp());

type Entry = { at: number; actor: string; action: string; grant: string; source: string };
async function auditEntries(email: string): Promise<Entry[]> {
  const snapshot = await testFirestore().collection('auditLog').where('member', '==', email).get();
  return snapshot.docs.map((doc) => doc.data() as Entry).sort((a, b) => a.at - b.at);
}

/** The course ids the member's /home lists, with the member's own cookie. */
async function homeCourses(request: APIRequestContext, cookie: string): Promise<string[]> {
  const response = await request.get('/home', { headers: { cookie }, maxRedirects: 0 });
  const body = await response.text();
  return [...new Set([...body.matchAll(/\/home\?course=([\w.-]+)/g)].map((m) => m[1]!))].sort();
}

/**
 * The end of a pass seeded straight into a record. The overview counts an end on its day when
 * a grant is written through the app (lib/stats), and a seed is not, so when the app later
 * moves or ends the pass it takes one off that day: a day inside the overview's 90 days would
 * then read -1 (one did once the run passed midnight UTC and "tomorrow" became today). A year
 * out, that day is outside every chart and figure the overview spec checks.
 */
const seededPassEnd = () => Date.now() + 365 * DAY_MS;

async function grantsOf(email: string) {
  return ((await userDoc(email).get()).get('grants') ?? {}) as Record<
    string,
    { courses: string[]; source: string; accessUntil: number | null }
  >;
}

async function expectAudited(email: string, action: string, operator: TestMember) {
  await expect
    .poll(async () => (await auditEntries(email)).filter((e) => e.action === action))
    .toContainEqual(
      expect.objectContaining({ action, actor: operator.email, source: 'admin console' }),
    );
}

async function openMember(page: Page, operator: TestMember, member: TestMember, baseURL: string) {
  await openSignedIn(page, operator, memberPath(member.email), baseURL);
  await expect(page.getByRole('heading', { level: 1, name: member.email })).toBeVisible();
}

/** A section of the page by its heading (its tables are regions of their own, "… table"). */
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const account = (page: Page) => section(page, 'Account');

test('the page shows the account, its courses (unknown flagged), progress and audit log; an unknown e-mail is a 404', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await freshOperator('detail-op');
  const member = await freshMember(
    ['course-risk-management', 'course-not-in-catalog'],
    'detail+tag',
  );
  await userDoc(member.email).set(
    {
      progress: {
        'class-risk-management-1': {
          courseId: 'course-risk-management',
          position: 300,
          duration: 300,
          completed: true,
          updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2, 3, 4)),
        },
      },
    },
    { merge: true },
  );
  await openMember(page, operator, member, baseURL!);

  const details = account(page);
  await expect(details.getByText(member.uid)).toBeVisible();
  await expect(details.getByText('active', { exact: true })).toBeVisible();
  await expect(
    details.getByRole('definition').getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/),
  ).toHaveCount(2);
  const courses = section(page, 'Courses');
  await expect(courses.getByText('Risk Management Rules')).toBeVisible();
  await expect(
    courses.getByRole('listitem').filter({ hasText: 'course-not-in-catalog' }),
  ).toContainText('Unknown course');
  const progress = section(page, 'Progress');
  await expect(progress.getByRole('row', { name: /Risk Management Rules/ })).toContainText(
    /1 \/ 6\s*2026-01-02 03:04 UTC/,
  );

  // The operator's own page tells an operator apart; the e-mail in the path is decoded.
  await openMember(page, operator, operator, baseURL!);
  await expect(account(page).getByText('yes', { exact: true })).toBeVisible();

  // The operator knows the console: the 404 comes inside it, and names nobody.
  const cookie = await signInCookie(operator, baseURL!);
  for (const path of [memberPath('nobody-here@example.com'), '/admin/members/not-an-email']) {
    const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const body = await response.text();
    expect(body).toContain('404 Not Found');
    expect(body).not.toContain('section-account');
  }
});

test('grant and revoke a course with the catalog picker: Firestore, the audit log and the member’s /home follow', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await freshOperator('grant-op');
  const member = await freshMember([], 'grant');
  const cookie = await signInCookie(member, baseURL!);
  await openMember(page, operator, member, baseURL!);
  const grants = section(page, 'Grants');
  const picker = grants.getByLabel('Course to grant');

  await grants.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(grants.getByText('Course: choose a course to grant')).toBeVisible();
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  expect((await userDoc(member.email).get()).get('courses')).toEqual([]);

  await picker.selectOption('course-gold-playbook');
  await grants.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByText('Course granted')).toBeVisible();
  await expect(grants.getByRole('button', { name: 'Revoke course-gold-playbook' })).toBeVisible();
  expect((await userDoc(member.email).get()).get('courses')).toEqual(['course-gold-playbook']);
  await expectAudited(member.email, 'grant', operator);
  expect(await homeCourses(request, cookie)).toEqual(['course-gold-playbook']);

  await grants.getByRole('button', { name: 'Revoke course-gold-playbook' }).click();
  await expect(page.getByText('Revoked course-gold-playbook')).toBeVisible();
  await expect(grants.getByRole('button', { name: 'Revoke course-gold-playbook' })).toHaveCount(0);
  expect((await userDoc(member.email).get()).get('courses')).toEqual([]);
  await expectAudited(member.email, 'revoke', operator);
  expect(await homeCourses(request, cookie)).toEqual([]);
});

test('free days move a grant’s end; bad input is named and kept; end access now takes the course from /home', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await freshOperator('days-op');
  const member = await freshMember([], 'days');
  const until = seededPassEnd();
  await userDoc(member.email).set(
    {
      grants: {
        'pass:e2e': { courses: ['course-gold-playbook'], source: 'pass', accessUntil: until },
      },
    },
    { merge: true },
  );
  const cookie = await signInCookie(member, baseURL!);
  expect(await homeCourses(request, cookie)).toEqual(['course-gold-playbook']);
  await openMember(page, operator, member, baseURL!);
  const grants = section(page, 'Grants');
  const days = grants.getByLabel('Free days for pass:e2e');

  await days.fill('ten');
  await grants.getByRole('button', { name: 'Add days' }).click();
  await expect(grants.getByText('Free days: enter a whole number from 1 to 3650')).toBeVisible();
  await expect(days).toHaveValue('ten');
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  expect((await grantsOf(member.email))['pass:e2e']!.accessUntil).toBe(until);

  await days.fill('5');
  await grants.getByRole('button', { name: 'Add days' }).click();
  await expect(page.getByText('Free days added to pass:e2e')).toBeVisible();
  await expect
    .poll(async () => (await grantsOf(member.email))['pass:e2e']!.accessUntil)
    .toBe(until + 5 * DAY_MS);
  await expect(days).toHaveValue('');
  await expectAudited(member.email, 'free-days', operator);

  await grants.getByRole('button', { name: 'End access now: pass:e2e' }).click();
  await grants.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(page.getByText('Access of pass:e2e ended')).toBeVisible();
  await expect(grants.getByRole('row', { name: /pass:e2e/ })).toContainText('ended');
  expect((await grantsOf(member.email))['pass:e2e']!.accessUntil).toBeLessThanOrEqual(Date.now());
  await expectAudited(member.email, 'end-now', operator);
  expect(await homeCourses(request, cookie)).toEqual([]);
});

test('disable (after confirming) ends the member’s open session; enable lets them sign in again', async ({
  page,
  request,
  baseURL,
}) => {
  const operator = await freshOperator('disable-op');
  const member = await freshMember(['course-risk-management'], 'disable');
  const cookie = await signInCookie(member, baseURL!);
  expect(await homeCourses(request, cookie)).toEqual(['course-risk-management']);
  await openMember(page, operator, member, baseURL!);

  await account(page).getByRole('button', { name: 'Disable account' }).click();
  await account(page).getByRole('button', { name: 'Cancel' }).click();
  expect((await auth().getUser(member.uid)).disabled).toBe(false);

  await account(page).getByRole('button', { name: 'Disable account' }).click();
  await account(page).getByRole('button', { name: 'Yes, disable' }).click();
  await expect(page.getByText('Account disabled; its sessions ended')).toBeVisible();
  await expect(account(page).getByText('disabled', { exact: true })).toBeVisible();
  expect((await auth().getUser(member.uid)).disabled).toBe(true);
  expect(await homeCourses(request, cookie)).toEqual([]);
  const home = await request.get('/home', { headers: { cookie }, maxRedirects: 0 });
  expect(home.headers().location ?? (await home.text())).toContain('/login?next=');
  await expectAudited(member.email, 'disable', operator);

  await account(page).getByRole('button', { name: 'Enable account' }).click();
  await account(page).getByRole('button', { name: 'Yes, enable' }).click();
  await expect(page.getByText('Account enabled')).toBeVisible();
  expect((await auth().getUser(member.uid)).disabled).toBe(false);
  expect(await homeCourses(request, await signInCookie(member, baseURL!))).toEqual([
    'course-risk-management',
  ]);
  await expectAudited(member.email, 'enable', operator);
});

test('the password-reset e-mail is sent (the Auth emulator holds its link) and audited', async ({
  page,
  baseURL,
}) => {
  const operator = await freshOperator('reset-op');
  const member = await freshMember([], 'reset');
  const known = (await fetchPasswordResetLinks(authEmulatorHost(), projectId, member.email)).length;
  await openMember(page, operator, member, baseURL!);
  await account(page).getByRole('button', { name: 'Send password-reset e-mail' }).click();
  await expect(page.getByText('Password-reset e-mail sent')).toBeVisible();
  const link = await waitForNewPasswordLink(authEmulatorHost(), projectId, member.email, known);
  expect(link).toContain('mode=resetPassword');
  await expectAudited(member.email, 'password-reset', operator);
  await page.reload();
  await expect(section(page, 'Audit log')).toContainText('password-reset');
});

test('a member with a plan shows the subscription, its payment events and past due', async ({
  page,
  baseURL,
}) => {
  const stripe = stripeLocalConfig();
  const target = { appUrl: baseURL!, apiUrl: stripe.apiUrl, webhookSecret: stripe.webhookSecret };
  const operator = await freshOperator('plan-op');
  const member = await freshMember([], 'plan');
  // Events of the same second are ordered by their (random) ids, so the purchase is a
  // minute older than the failed renewal: past due must win every time.
  const now = Math.floor(Date.now() / 1000);
  const bought = await simulatePurchase(
    target,
    member.email,
    { id: 'price_demo_foundations', mode: 'subscription', created: now - 120 },
    now - 60,
  );
  const failed = await simulateChange(target, 'fail', member.email, now);
  const delivered = [...bought.delivered, ...failed.delivered];
  for (const d of delivered) expect(d.status, d.body).toBe(200);
  const subscriptions = await testFirestore()
    .collection('subscriptions')
    .where('email', '==', member.email)
    .get();
  expect(subscriptions.size).toBe(1);
  const subscriptionId = subscriptions.docs[0]!.id;

  await openMember(page, operator, member, baseURL!);
  await expect(account(page).getByText('past due', { exact: true })).toBeVisible();
  const payments = section(page, 'Subscriptions and payments');
  await expect(
    payments.getByRole('row', { name: new RegExp(subscriptionId) }).first(),
  ).toContainText('price_demo_foundations');
  await expect(
    payments
      .getByRole('region', { name: 'Subscriptions table' })
      .getByRole('row', { name: /past due/ }),
  ).toBeVisible();
  for (const { event } of delivered)
    await expect(payments.getByRole('row', { name: new RegExp(event.id) })).toBeVisible();
  const grants = section(page, 'Grants');
  await expect(
    grants.getByRole('row', { name: new RegExp(`sub:${subscriptionId}`) }),
  ).toContainText('plan:price_demo_foundations');
});

test.describe('who may use the member page', () => {
  let cookies: Record<Visitor, string | null>;
  test.beforeAll(() => {
    cookies = visitors();
  });

  /**
   * Each action as the operator's browser calls it, replayed with each outsider's cookie
   * after the state is put back: nothing changes. The operator's replay changes it again,
   * so the replayed call is one that works.
   */
  async function sweep(
    request: APIRequestContext,
    recorded: RecordedAction,
    reset: () => Promise<unknown>,
    state: () => Promise<unknown>,
  ) {
    await reset();
    const before = await state();
    for (const visitor of OUTSIDERS) {
      const body = await replayAction(request, recorded, cookies[visitor]);
      expect(body, visitor).toContain('Not found');
      expect(await state(), visitor).toEqual(before);
    }
    await replayAction(request, recorded, cookies.operator);
    await expect.poll(state).not.toEqual(before);
  }

  /** An operator on a fresh member's page; the member holds the e2e pass. */
  async function onMemberPage(page: Page, baseURL: string, label: string) {
    const operator = await freshOperator(`${label}-op`);
    const member = await freshMember([], label);
    const pass = {
      courses: ['course-gold-playbook'],
      source: 'pass',
      accessUntil: seededPassEnd(),
    };
    await userDoc(member.email).set({ grants: { 'pass:e2e': pass } }, { merge: true });
    await openMember(page, operator, member, baseURL);
    const record = userDoc(member.email);
    /** A state read, and how many audit entries the member has: neither may move. */
    const withAudit = (read: () => Promise<unknown>) => async () => [
      await read(),
      (await auditEntries(member.email)).length,
    ];
    return { member, pass, record, withAudit, grants: section(page, 'Grants') };
  }

  test('grant and revoke replayed by an outsider change nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const { record, withAudit, grants } = await onMemberPage(page, baseURL!, 'swept-courses');
    const courses = withAudit(async () => (await record.get()).get('courses'));

    await grants.getByLabel('Course to grant').selectOption('course-gold-playbook');
    const grant = await recordAction(page, () =>
      grants.getByRole('button', { name: 'Grant', exact: true }).click(),
    );
    await expect(page.getByText('Course granted')).toBeVisible();
    await sweep(request, grant, () => record.set({ courses: [] }, { merge: true }), courses);

    await page.reload();
    const revoke = await recordAction(page, () =>
      grants.getByRole('button', { name: 'Revoke course-gold-playbook' }).click(),
    );
    await expect(page.getByText('Revoked course-gold-playbook')).toBeVisible();
    await sweep(
      request,
      revoke,
      () => record.set({ courses: ['course-gold-playbook'] }, { merge: true }),
      courses,
    );
  });

  test('free days and ending access replayed by an outsider change nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const { member, pass, record, withAudit, grants } = await onMemberPage(
      page,
      baseURL!,
      'swept-grant-end',
    );
    const passEnd = withAudit(async () => (await grantsOf(member.email))['pass:e2e']!.accessUntil);

    await grants.getByLabel('Free days for pass:e2e').fill('3');
    const addDays = await recordAction(page, () =>
      grants.getByRole('button', { name: 'Add days' }).click(),
    );
    await expect(page.getByText('Free days added to pass:e2e')).toBeVisible();
    const putPassBack = () => record.set({ grants: { 'pass:e2e': pass } }, { merge: true });
    await sweep(request, addDays, putPassBack, passEnd);

    await putPassBack();
    await page.reload();
    await grants.getByRole('button', { name: 'End access now: pass:e2e' }).click();
    const endNow = await recordAction(page, () =>
      grants.getByRole('button', { name: 'Yes, end it' }).click(),
    );
    await expect(page.getByText('Access of pass:e2e ended')).toBeVisible();
    await sweep(request, endNow, putPassBack, passEnd);
  });

  test('disabling, enabling and a password reset replayed by an outsider change nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    const { member, withAudit } = await onMemberPage(page, baseURL!, 'swept-account');
    const disabled = withAudit(async () => (await auth().getUser(member.uid)).disabled);
    const resetLinks = withAudit(
      async () =>
        (await fetchPasswordResetLinks(authEmulatorHost(), projectId, member.email)).length,
    );

    await account(page).getByRole('button', { name: 'Disable account' }).click();
    const disable = await recordAction(page, () =>
      account(page).getByRole('button', { name: 'Yes, disable' }).click(),
    );
    await expect(page.getByText('Account disabled; its sessions ended')).toBeVisible();
    const setDisabled = (value: boolean) => async () => {
      await auth().updateUser(member.uid, { disabled: value });
    };
    await sweep(request, disable, setDisabled(false), disabled);

    await page.reload();
    await account(page).getByRole('button', { name: 'Enable account' }).click();
    const enable = await recordAction(page, () =>
      account(page).getByRole('button', { name: 'Yes, enable' }).click(),
    );
    await expect(page.getByText('Account enabled')).toBeVisible();
    await sweep(request, enable, setDisabled(true), disabled);

    const reset = await recordAction(page, () =>
      account(page).getByRole('button', { name: 'Send password-reset e-mail' }).click(),
    );
    await expect(page.getByText('Password-reset e-mail sent')).toBeVisible();
    await sweep(request, reset, async () => {}, resetLinks);
  });
});

test('axe finds no violation on a member page, and it fits 390 px', async ({ page, baseURL }) => {
  const operator = await freshOperator('a11y-op');
  const member = await freshMember(['course-risk-management', 'course-not-in-catalog'], 'a11y');
  await userDoc(member.email).set(
    {
      grants: {
        'pass:e2e': {
          courses: ['course-gold-playbook'],
          source: 'pass',
          accessUntil: seededPassEnd(),
        },
      },
    },
    { merge: true },
  );
  await openMember(page, operator, member, baseURL!);
  // Open the confirmation step and a field error too: they are part of the page.
  await account(page).getByRole('button', { name: 'Disable account' }).click();
  const grants = section(page, 'Grants');
  await grants.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(grants.getByText('Course: choose a course to grant')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: member.email })).toBeVisible();
  const overflow = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    wider: [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > 390 && !e.closest('.overflow-x-auto'))
      .slice(-5)
      .map((e) => `${e.tagName} ${e.className}`),
  }));
  expect(overflow.width, overflow.wider.join('\n')).toBeLessThanOrEqual(390);
  // The wide tables scroll inside their cards; the forms stay reachable.
  const grantButton = grants.getByRole('button', { name: 'Grant', exact: true });
  await grantButton.scrollIntoViewIfNeeded();
  await expect(grantButton).toBeInViewport({ ratio: 1 });
});
