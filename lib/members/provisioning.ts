import 'server-only';
import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { oneAtATime } from '../async';
import {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  byCli,
  fetchAuditEntries,
  recordAuditEntry,
  type AuditEntry,
  type ChangeBy,
} from '../audit';
import { fetchCatalog, type Catalog } from '../content';
import { adminAuth, adminDb, sendSetPasswordEmail } from '../firebase';
import { isOperator, isProvisioned, MEMBER_CLAIM, OPERATOR_CLAIM } from './claims';
import { courseIdsOf, memberKey } from './course-ids';
import { writeCourseAccess } from './course-members';
import { grantsOfRecord, MANUAL_GRANT, type Grant, type Grants } from './grants';
import type { MemberRecord } from './record';
import { endSessions, fetchMemberRecord, memberDoc } from './store';

/** Operator actions on member accounts; every e-mail is lower-cased, every change idempotent. */

export class MemberError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MemberError';
  }
}

async function findUser(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUserByEmail(memberKey(email));
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function requireUser(email: string): Promise<UserRecord> {
  const user = await findUser(email);
  if (!user) throw new MemberError(`No account for ${memberKey(email)}`);
  return user;
}

/**
 * Changes the member's manual grant (the record's `courses` field) atomically, says whether
 * it changed and, when it did, appends the change to the audit log in the same
 * transaction. A transaction rather than arrayUnion/arrayRemove, which the local Firestore
 * stand-in applies only to a field that already exists.
 */
async function updateCourseIds(
  email: string,
  change: (ids: string[]) => string[],
  action: string,
  by: ChangeBy,
): Promise<boolean> {
  const doc = memberDoc(email);
  return adminDb().runTransaction(async (transaction) => {
    const data = (await transaction.get(doc)).data();
    const courses: unknown = data?.courses;
    const before = Array.isArray(courses) ? courseIdsOf(courses) : null;
    const after = [...new Set(change(before ?? []))];
    const changed =
      before === null || after.length !== before.length || after.some((id, i) => id !== before[i]);
    if (changed) {
      transaction.set(doc, { courses: after }, { merge: true });
      const grants = grantsOfRecord(data);
      writeCourseAccess(transaction, email, grants, {
        ...grants,
        [MANUAL_GRANT]: { courses: after, source: 'manual' },
      });
      const manual = (ids: string[] | null): Grant | null =>
        ids && { courses: ids, source: 'manual' };
      appendAuditEntry(transaction, {
        at: Date.now(),
        ...by,
        action,
        member: memberKey(email),
        grant: MANUAL_GRANT,
        before: manual(before),
        after: manual(after),
      });
    }
    return changed;
  });
}

const adding = (ids: string[]) => (current: string[]) => [...current, ...ids];
const removing = (ids: string[]) => (current: string[]) =>
  current.filter((id) => !ids.includes(id));

export type AddResult = {
  uid: string;
  created: boolean;
  /** The address had an account the app did not make: its password was replaced. */
  adopted: boolean;
  coursesChanged: boolean;
  resetLink: string | null;
};

/**
 * Takes over an account that someone made for this address through Firebase's own
 * sign-up: whoever made it must not keep a password into a member's access. The password
 * is replaced, its sessions end, and the address's owner is sent the set-password e-mail.
 */
async function adoptAccount(user: UserRecord, password: string | undefined): Promise<void> {
  await adminAuth().updateUser(user.uid, {
    password: password ?? randomBytes(32).toString('base64url'),
  });
  await endAccountSessions(user);
  await markProvisioned(user);
  if (!password) await sendSetPasswordEmail(memberKey(user.email ?? ''));
}

async function markProvisioned(user: Pick<UserRecord, 'uid' | 'customClaims'>): Promise<void> {
  await adminAuth().setCustomUserClaims(user.uid, { ...user.customClaims, [MEMBER_CLAIM]: true });
}

export type ProvisionedAccount = { user: UserRecord; created: boolean; adopted: boolean };

/**
 * The address's account, made a member's: created (with the password, or none) and marked
 * provisioned when there is none; taken over when the app did not make it (see
 * adoptAccount); as it is when the app made it. Safe to call twice at the same moment.
 */
export function provisionAccount(email: string, password?: string): Promise<ProvisionedAccount> {
  const normalized = memberKey(email);
  // One at a time per address: a second call between creating an account and marking it
  // would take it for one the app did not make.
  return oneAtATime(`account:${normalized}`, () => provisionOnce(normalized, password));
}

async function provisionOnce(normalized: string, password?: string): Promise<ProvisionedAccount> {
  const existing = await findUser(normalized);
  const adopted = existing !== null && !isProvisioned(existing.customClaims);
  if (existing && adopted) await adoptAccount(existing, password);
  if (existing) return { user: existing, created: false, adopted };
  let user: UserRecord;
  try {
    user = await adminAuth().createUser({
      email: normalized,
      emailVerified: false,
      ...(password ? { password } : {}),
    });
  } catch (error) {
    // Made by a concurrent call (a redelivered payment event): that call provisions it.
    if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
    return { user: await requireUser(normalized), created: false, adopted: false };
  }
  await markProvisioned(user);
  return { user, created: true, adopted: false };
}

/** Whether the account can sign in with a password yet (one made without has none). */
export const hasPassword = (user: UserRecord) =>
  user.providerData.some((provider) => provider.providerId === 'password');

/**
 * Creates the account (with a password, or none plus a reset link) and the users/{email}
 * record. An account the app made keeps its password and only gains the courses; one the
 * app did not make is taken over first (see adoptAccount).
 */
export async function addMember(
  email: string,
  options: { password?: string; courses?: string[]; by?: ChangeBy } = {},
): Promise<AddResult> {
  const normalized = memberKey(email);
  const { user, created, adopted } = await provisionAccount(normalized, options.password);
  const coursesChanged = await updateCourseIds(
    normalized,
    adding(options.courses ?? []),
    'add',
    options.by ?? byCli(),
  );
  const resetLink =
    created && !options.password ? await adminAuth().generatePasswordResetLink(normalized) : null;
  return { uid: user.uid, created, adopted, coursesChanged, resetLink };
}

export async function grantCourses(
  email: string,
  courseIds: string[],
  by: ChangeBy = byCli(),
): Promise<boolean> {
  await requireUser(email);
  return updateCourseIds(email, adding(courseIds), 'grant', by);
}

export async function revokeCourses(
  email: string,
  courseIds: string[],
  by: ChangeBy = byCli(),
): Promise<boolean> {
  await requireUser(email);
  return updateCourseIds(email, removing(courseIds), 'revoke', by);
}

async function recordAccountChange(email: string, action: string, by: ChangeBy): Promise<void> {
  await recordAuditEntry({
    at: Date.now(),
    ...by,
    action,
    member: memberKey(email),
    grant: ACCOUNT_CHANGE,
    before: null,
    after: null,
  });
}

const endAccountSessions = (user: UserRecord) =>
  endSessions({ uid: user.uid, email: user.email ?? '' });

/** Disabling also ends every session at once, so the member is signed out everywhere. */
export async function setDisabled(
  email: string,
  disabled: boolean,
  by: ChangeBy = byCli(),
): Promise<void> {
  const user = await requireUser(email);
  await adminAuth().updateUser(user.uid, { disabled });
  if (disabled) await endAccountSessions(user);
  await recordAccountChange(email, disabled ? 'disable' : 'enable', by);
}

/**
 * Sends the account's owner the set-password (reset) e-mail, the one the login page's
 * "forgot password" sends, and records who had it sent.
 */
export async function sendPasswordReset(email: string, by: ChangeBy = byCli()): Promise<void> {
  await requireUser(email);
  await sendSetPasswordEmail(memberKey(email));
  await recordAccountChange(email, 'password-reset', by);
}

/**
 * Gives or takes the operator role and ends the account's sessions, so the change applies
 * at once: the claim travels in the session cookie, and the next sign-in mints one with
 * the new claim. Only provisioned accounts can hold the role.
 */
export async function setOperator(
  email: string,
  operator: boolean,
  by: ChangeBy = byCli(),
): Promise<void> {
  const user = await requireUser(email);
  if (!isProvisioned(user.customClaims))
    throw new MemberError(`${memberKey(email)} is not a member account; add it first`);
  const claims = { ...user.customClaims };
  if (operator) claims[OPERATOR_CLAIM] = true;
  else delete claims[OPERATOR_CLAIM];
  await adminAuth().setCustomUserClaims(user.uid, claims);
  await endAccountSessions(user);
  await recordAccountChange(email, operator ? 'operator-grant' : 'operator-revoke', by);
}

export type MemberReport = {
  email: string;
  uid: string;
  disabled: boolean;
  /** Holds the operators' console role. */
  operator: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** The courses the member's active grants give now. */
  courses: Array<{ id: string; title: string | null; known: boolean }>;
  grants: Grants;
  progress: MemberRecord['progress'];
  audit: AuditEntry[];
};

/**
 * The account, its courses (titled from the catalog, unknown ids flagged), grants,
 * progress and latest audit entries. `catalog`: a catalog already at hand (a page's cached
 * one); without it, Contentful is asked.
 */
export async function describeMember(
  email: string,
  options: { catalog?: Catalog; auditLimit?: number } = {},
): Promise<MemberReport> {
  const user = await requireUser(email);
  const record = await fetchMemberRecord(email);
  const [catalog, audit] = await Promise.all([
    options.catalog ?? fetchCatalog(),
    fetchAuditEntries(memberKey(email), options.auditLimit),
  ]);
  const titles = titlesById(catalog);
  return {
    email: memberKey(email),
    uid: user.uid,
    disabled: user.disabled,
    operator: isOperator(user.customClaims),
    createdAt: user.metadata.creationTime,
    lastSignInAt: user.metadata.lastSignInTime || null,
    courses: record.courseIds.map((id) => ({
      id,
      title: titles.get(id) ?? null,
      known: titles.has(id),
    })),
    grants: record.grants,
    progress: record.progress,
    audit,
  };
}

/** The ids among these that Contentful does not know (a warning, not an error: content may come later). */
export async function unknownCourseIds(ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = await courseTitlesById();
  return [...new Set(ids)].filter((id) => !known.has(id));
}

const titlesById = ({ courses }: Catalog) =>
  new Map(courses.map((course) => [course.id, course.title]));

async function courseTitlesById(): Promise<Map<string, string | null>> {
  return titlesById(await fetchCatalog());
}
