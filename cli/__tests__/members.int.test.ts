import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityToolkit } from '../../dev/stack/sign-in';
import { fetchPasswordResetLinks } from '../../dev/stand-ins/auth-oob-codes';
import { getFirebaseClientConfig } from '../../lib/env';
import { adminAuth, adminDb } from '../../lib/firebase';
import { markOutsideNext } from '../../lib/members';
import { runMembers } from '../commands/members';
import { runInProcess, runProcess } from './run';

/**
 * The CLI's commands in this process, against the local stack the test run started, as
 * cli/members.ts runs them (outside Next); only the tests of the entry point itself start
 * it as a process (`membersProcess`).
 */
const members = (...args: string[]) => runInProcess(runMembers, args);
const membersProcess = (...args: string[]) => runProcess('cli/members.ts', args);
beforeAll(markOutsideNext);

const courses = async (email: string) =>
  (await adminDb().doc(`users/${email}`).get()).get('courses');
const unique = (name: string) => `${name}-${Date.now()}@example.com`;
/** The set-password links the Auth emulator has made for an address (each counts against a daily quota). */
const resetLinks = async (email: string) =>
  (
    await fetchPasswordResetLinks(
      process.env.FIREBASE_AUTH_EMULATOR_HOST!,
      getFirebaseClientConfig().projectId,
      email,
    )
  ).length;

/** A session cookie minted the way /api/session does, from a password sign-in. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const { idToken } = await identityToolkit('signInWithPassword', { email, password });
  return adminAuth().createSessionCookie(idToken!, { expiresIn: 60 * 60 * 1000 });
}

jest.setTimeout(60_000);

describe('npm run members', () => {
  it('adds a member with a password and courses, lower-casing the e-mail', async () => {
    const email = unique('cli-add');
    const run = await members(
      'add',
      email.toUpperCase(),
      '--password',
      'Secret-123',
      '--courses',
      'course-candlesticks,course-market-basics',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`created: ${email}`);
    expect((await adminAuth().getUserByEmail(email)).email).toBe(email);
    expect(await courses(email)).toEqual(['course-candlesticks', 'course-market-basics']);
  });

  it('shows a record that has no account, with its grants, instead of hiding it', async () => {
    const email = unique('orphan');
    await adminDb()
      .doc(`users/${email}`)
      .set({
        grants: {
          'sub:sub_orphan': {
            courses: ['course-market-basics'],
            source: 'plan:price_demo_foundations',
            accessUntil: Date.now() + 86_400_000,
            reason: null,
          },
        },
      });
    const shown = await members('show', email);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^${email}  No account`, 'm'));
    expect(shown.stdout).toContain('sub:sub_orphan');
    expect(shown.stdout).toContain('course-market-basics');
    const nobody = await members('show', unique('nobody'));
    expect(nobody.code).not.toBe(0);
    expect(nobody.stderr).toMatch(/^error: No account for /m);
  });

  it('adds a member without a password and prints a reset link', async () => {
    const address = unique('cli-nopass');
    const run = await members('add', address);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/password reset link: http.*mode=resetPassword/);
    expect(await resetLinks(address)).toBe(1);
  });

  it('grants and revokes idempotently and warns about unknown course ids', async () => {
    const email = unique('cli-grant');
    await members('add', email, '--password', 'Secret-123');
    const granted = await members('grant', email, 'course-candlesticks', 'course-unknown-x');
    expect(granted.code).toBe(0);
    expect(granted.stderr).toContain('warning: Contentful has no course course-unknown-x');
    await members('grant', email, 'course-candlesticks');
    expect(await courses(email)).toEqual(['course-candlesticks', 'course-unknown-x']);
    await members('revoke', email, 'course-unknown-x');
    await members('revoke', email, 'course-unknown-x');
    expect(await courses(email)).toEqual(['course-candlesticks']);
  });

  it('shows the account with course titles and flags unknown ids', async () => {
    const email = unique('cli-show');
    await members(
      'add',
      email,
      '--password',
      'Secret-123',
      '--courses',
      'course-market-basics,course-gone',
    );
    const run = await members('show', email);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('active');
    expect(run.stdout).toContain('course-market-basics  How Markets Move');
    expect(run.stdout).toContain('course-gone  (unknown to Contentful)');
    expect(run.stdout).toContain('manual  manual [course-market-basics, course-gone] no end');
  });

  it('records every change of access in the audit log, and show prints the latest', async () => {
    const email = unique('cli-audit');
    await members('add', email, '--password', 'Secret-123', '--courses', 'course-market-basics');
    await members('grant', email, 'course-candlesticks');
    await members('grant', email, 'course-candlesticks');
    await members('revoke', email, 'course-market-basics');
    const entries = (await adminDb().collection('auditLog').where('member', '==', email).get()).docs
      .map((doc) => doc.data())
      .sort((a, b) => a.at - b.at);
    expect(
      entries.map((e) => [e.action, e.grant, e.before?.courses ?? null, e.after.courses]),
    ).toEqual([
      ['add', 'manual', null, ['course-market-basics']],
      [
        'grant',
        'manual',
        ['course-market-basics'],
        ['course-market-basics', 'course-candlesticks'],
      ],
      [
        'revoke',
        'manual',
        ['course-market-basics', 'course-candlesticks'],
        ['course-candlesticks'],
      ],
    ]);
    expect(entries.every((e) => String(e.actor).startsWith('cli'))).toBe(true);
    const run = await members('show', email);
    expect(run.stdout).toContain('latest changes:');
    const lines = run.stdout.split('\n').filter((line) => / by cli/.test(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /revoke manual by cli\S* \(members cli\): manual \[course-market-basics, course-candlesticks\] no end -> manual \[course-candlesticks\] no end/,
    );
  });

  it('disables an account and revokes its sessions, then enables it', async () => {
    const email = unique('cli-disable');
    await members('add', email, '--password', 'Secret-123');
    const { uid } = await adminAuth().getUserByEmail(email);
    const cookie = await sessionCookie(email, 'Secret-123');
    // Revocation has one-second resolution: a session from the same second would survive.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await members('disable', email)).code).toBe(0);
    expect((await adminAuth().getUser(uid)).disabled).toBe(true);
    expect((await members('enable', email)).code).toBe(0);
    expect((await adminAuth().getUser(uid)).disabled).toBe(false);
    // Enabled again, yet the session from before the disable stays dead.
    await expect(adminAuth().verifySessionCookie(cookie, true)).rejects.toMatchObject({
      code: 'auth/session-cookie-revoked',
    });
  });

  it('disabling closes the sessions listed in the member record at once', async () => {
    const email = unique('cli-disable-record');
    await members('add', email, '--password', 'Secret-123');
    await adminDb()
      .doc(`users/${email}`)
      .set({ sessions: { open: Date.now() + 60_000 } }, { merge: true });
    expect((await members('disable', email)).code).toBe(0);
    expect((await adminDb().doc(`users/${email}`).get()).get('sessions')).toEqual({});
  });

  it('marks the accounts it makes as provisioned', async () => {
    const email = unique('cli-claim');
    await members('add', email, '--password', 'Secret-123');
    const user = await adminAuth().getUserByEmail(email);
    expect(user.customClaims).toEqual({ member: true });
  });

  it("adding a buyer's address a stranger registered first locks the stranger out and mails the owner, once", async () => {
    const buyer = unique('cli-adopt');
    // Firebase's own sign-up, open to anyone: the stranger's password, the buyer's address.
    const stranger = { email: buyer, password: 'Attacker-Password-1' };
    expect((await identityToolkit('signUp', stranger)).ok).toBe(true);
    const linksBefore = await resetLinks(buyer);

    const added = await members('add', buyer, '--courses', 'course-risk-management');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('its password was replaced');
    // The stranger's password no longer signs in; the address's owner got the e-mail.
    expect((await identityToolkit('signInWithPassword', stranger)).ok).toBe(false);
    expect(await resetLinks(buyer)).toBe(linksBefore + 1);

    // An account the app made keeps its password when it gains courses.
    const again = await members('add', buyer, '--courses', 'course-market-basics');
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('its password was replaced');
    expect(await resetLinks(buyer)).toBe(linksBefore + 1);
  });

  it('imports CSV and JSON files idempotently and reports failed rows without stopping', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'members-'));
    const a = unique('cli-import-a');
    const b = unique('cli-import-b');
    const csv = join(dir, 'members.csv');
    writeFileSync(
      csv,
      `email,courses\n${a},course-candlesticks;course-market-basics\nnot-an-email,course-x\n${b},\n`,
    );
    const first = await members('import', csv);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('created 2, updated 0, skipped 0, failed 1');
    expect(first.stdout).toContain("line 3: invalid e-mail 'not-an-email'");
    expect(await courses(a)).toEqual(['course-candlesticks', 'course-market-basics']);
    // Nobody reads a link the import would make, and each costs a daily quota.
    expect(await resetLinks(a)).toBe(0);
    expect((await members('import', csv)).stdout).toContain(
      'created 0, updated 0, skipped 2, failed 1',
    );

    const json = join(dir, 'members.json');
    writeFileSync(
      json,
      JSON.stringify({ members: [{ email: a.toUpperCase(), courses: ['course-gold-playbook'] }] }),
    );
    const update = await members('import', json);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain('created 0, updated 1, skipped 0, failed 0');
    expect(await courses(a)).toEqual([
      'course-candlesticks',
      'course-market-basics',
      'course-gold-playbook',
    ]);
  });

  it.each([
    [['show', 'not-an-email'], /^error: 'not-an-email' is not a valid e-mail$/m],
    [
      ['grant', 'nobody-here@example.com', 'course-x'],
      /^error: No account for nobody-here@example.com$/m,
    ],
    [['grant', 'someone@example.com'], /^error: name at least one course id/m],
    [['grant', 'someone@example.com', 'bad/id'], /^error: 'bad\/id' is not a valid course id$/m],
    [['frobnicate'], /^error: unknown command 'frobnicate'/m],
  ])('refuses %p with a one-line message and a non-zero exit', async (args, message) => {
    const run = await members(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('adds free days to a grant, ends it now, and sends the reset e-mail, each audited', async () => {
    const email = unique('cli-days');
    expect((await members('add', email, '--password', 'Secret-123')).code).toBe(0);
    const until = Date.now() + 86_400_000;
    await adminDb()
      .doc(`users/${email}`)
      .set(
        { grants: { 'pass:p1': { courses: ['course-b'], source: 'pass', accessUntil: until } } },
        { merge: true },
      );
    const pass = async () =>
      (await adminDb().doc(`users/${email}`).get()).get('grants')['pass:p1'].accessUntil;

    const days = await members('free-days', email, 'pass:p1', '2');
    expect(days.code).toBe(0);
    expect(await pass()).toBe(until + 2 * 86_400_000);
    const bad = await members('free-days', email, 'pass:p1', 'two');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Free days must be a whole number');
    const manual = await members('end-access', email, 'manual');
    expect(manual.code).toBe(2);
    expect(manual.stderr).toContain('revoke its courses instead');

    expect((await members('end-access', email, 'pass:p1')).code).toBe(0);
    expect(await pass()).toBeLessThanOrEqual(Date.now());
    expect((await members('reset', email)).code).toBe(0);

    const actions = (
      await adminDb().collection('auditLog').where('member', '==', email).get()
    ).docs.map((d) => d.get('action'));
    expect(actions.sort()).toEqual(['add', 'end-now', 'free-days', 'password-reset']);
  });

  it("changes a calendar feed owner's access without reaching for Next's cache, which it says it is outside of", async () => {
    const email = unique('cli-feed');
    expect((await members('add', email, '--password', 'Secret-123')).code).toBe(0);
    const grant = { courses: ['course-b'], source: 'pass', accessUntil: Date.now() + 86_400_000 };
    await adminDb()
      .doc(`users/${email}`)
      .set({ calendarFeed: 'f'.repeat(64), grants: { 'pass:p1': grant } }, { merge: true });
    for (const args of [
      ['grant', email, 'course-a'],
      ['free-days', email, 'pass:p1', '1'],
      ['disable', email],
    ]) {
      const run = await membersProcess(...args);
      expect(run.code).toBe(0);
      // Outside Next, revalidateTag throws: a CLI that did not say so would log a warning.
      expect(run.stderr).not.toContain('could not expire');
    }
  });

  it('prints help, and exits non-zero with a one-line message on bad input', async () => {
    const run = await membersProcess('grant', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('grant <email> <courseId...>');
    const bad = await membersProcess('show', 'not-an-email');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^error: 'not-an-email' is not a valid e-mail$/m);
  });
});
