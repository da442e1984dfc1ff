import 'server-only';
import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { oneAtATime } from '../async';
import {
  ACCOUNT_CHANGE,
  appendAuditEntry,
  beginAuditEntry,
  byCli,
  fetchAuditEntries,
  recordAuditEntry,
  settleAuditEntry,
  withAuditEntry,
  type AuditEntry,
  type ChangeBy,
} from '../audit';
import { fetchCatalog, type Catalog } from '../content';
import { adminAuth, adminDb } from '../firebase';
import { writeCourseAccess } from '../grants';
import { joinedCourses } from '../grants/client';
import { log } from '../log';
import {
  endSessions,
  expireAccessTags,
  fetchMemberRecord,
  fetchRecordBoundTo,
  memberDoc,
  MemberError,
  parseMemberRecord,
  recordDisabled,
  type MemberRecord,
} from '../members';
import {
  courseIdsOf,
  grantsOfRecord,
  MANUAL_COURSE_SINCE_FIELD,
  MANUAL_GRANT,
  MANUAL_SINCE_FIELD,
  memberKey,
  type Grant,
  type Grants,
} from '../members/client';
import { isOperator, isProvisioned, MEMBER_CLAIM } from './claims';
import { creationInProgress, waitForCreation, withCreationLease } from './creation-lease';
import { sendSetPasswordEmail } from './password-email';

/** Operator actions on member accounts; every e-mail is lower-cased, every change idempotent. */

export async function findUser(email: string): Promise<UserRecord | null> {
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
 * The account bound to the member's record (see provisionAccount); for a record made
 * before records were bound, the address's account. Not the address's account when the
 * record is bound: anyone can change their own account's address to a member's.
 */
export async function requireMemberAccount(email: string): Promise<UserRecord> {
  const bound = (await fetchMemberRecord(email)).uid;
  if (!bound) return requireUser(email);
  const user = await findUserByUid(bound);
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
  const { changed, tags } = await adminDb().runTransaction(async (transaction) => {
    const data = (await transaction.get(doc)).data();
    const courses: unknown = data?.courses;
    const before = Array.isArray(courses) ? courseIdsOf(courses) : null;
    const after = [...new Set(change(before ?? []))];
    const changed =
      before === null || after.length !== before.length || after.some((id, i) => id !== before[i]);
    let tags: string[] = [];
    if (changed) {
      // The manual grant starts when it first gives a course (drip release counts from it).
      const starts = (before ?? []).length === 0 && after.length > 0;
      const now = Date.now();
      // A course added later counts its drip days from now, not from the grant's start.
      const joined = starts
        ? {}
        : joinedCourses({ courses: before ?? [] }, { courses: after }, now);
      transaction.set(
        doc,
        {
          courses: after,
          // A grant that starts again drops the join times of its earlier life: every
          // course of it counts from now.
          ...(starts
            ? { [MANUAL_SINCE_FIELD]: now, [MANUAL_COURSE_SINCE_FIELD]: FieldValue.delete() }
            : {}),
          ...(Object.keys(joined).length ? { [MANUAL_COURSE_SINCE_FIELD]: joined } : {}),
        },
        { merge: true },
      );
      const grants = grantsOfRecord(data);
      tags = writeCourseAccess(
        transaction,
        email,
        grants,
        { ...grants, [MANUAL_GRANT]: { courses: after, source: 'manual' } },
        data,
      );
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
    return { changed, tags };
  });
  expireAccessTags(tags);
  return changed;
}

const adding = (ids: string[]) => (current: string[]) => [...current, ...ids];
const removing = (ids: string[]) => (current: string[]) =>
  current.filter((id) => !ids.includes(id));

export type AddResult = {
  uid: string;
  created: boolean;
  /** The address had an account the app did not make: its password was replaced. */
  adopted: boolean;
  /** The address's account belongs to another record: see ProvisionedAccount. */
  refused: boolean;
  coursesChanged: boolean;
};

const endAccountSessions = (user: UserRecord) =>
  endSessions({ uid: user.uid, email: user.email ?? '' });

/** Who provisions when the caller does not say: the app's own payment and grant paths. */
const BY_PROVISIONING: ChangeBy = { actor: 'provisioning', source: 'provisioning' };

/** An audit entry about the account itself (see lib/audit's ACCOUNT_CHANGE). */
export const accountEntry = (
  email: string,
  action: string,
  by: ChangeBy,
  detail?: string,
): AuditEntry => ({
  at: Date.now(),
  ...by,
  action,
  member: memberKey(email),
  grant: ACCOUNT_CHANGE,
  before: null,
  after: null,
  ...(detail ? { detail } : {}),
});

/**
 * Binds the record users/{email} to the account in one write, creating the record when
 * there is none; a record already bound to the account stays as it is. `stale`: an
 * account the record may be bound to that no longer exists (deleted), replaced.
 * `complete`: the writes that finish the change in the same transaction (an audit entry
 * settled).
 */
async function bindAccount(
  email: string,
  uid: string,
  options: { stale?: string | null; complete?: (transaction: Transaction) => void } = {},
): Promise<void> {
  const doc = memberDoc(email);
  await adminDb().runTransaction(async (transaction) => {
    const bound = parseMemberRecord((await transaction.get(doc)).data()).uid;
    if (bound && bound !== uid && bound !== options.stale)
      throw new MemberError(`${memberKey(email)} is bound to another account`);
    if (bound !== uid) transaction.set(doc, { uid }, { merge: true });
    options.complete?.(transaction);
  });
}

/**
 * Takes over an account that someone made for this address through Firebase's own
 * sign-up: whoever made it must not keep a password into a member's access. The password
 * is replaced, its sessions end, it is marked provisioned and bound to the record, and the
 * address's owner is sent the set-password e-mail. The adoption's audit entry is written
 * before the first change and settled with the binding.
 */
async function adoptAccount(
  user: UserRecord,
  options: { password?: string; by: ChangeBy; stale?: string | null },
): Promise<void> {
  const email = memberKey(user.email ?? '');
  const pending = await beginAuditEntry(
    accountEntry(email, 'adopt', options.by, 'account made outside the app taken over'),
  );
  try {
    await adminAuth().updateUser(user.uid, {
      password: options.password ?? randomBytes(32).toString('base64url'),
    });
    await endAccountSessions(user);
    await markProvisioned(user);
    await bindAccount(email, user.uid, {
      stale: options.stale,
      complete: (transaction) => settleAuditEntry(transaction, pending, 'done'),
    });
  } catch (error) {
    const batch = adminDb().batch();
    settleAuditEntry(batch, pending, 'failed');
    await batch.commit().catch(() => undefined);
    throw error;
  }
  // The adoption stands either way: its owner can still ask for the e-mail on the sign-in page.
  if (!options.password)
    await sendSetPasswordEmail(email).catch((error: unknown) =>
      log('error', 'adopted account e-mail failed', { uid: user.uid, error }),
    );
}

async function markProvisioned(user: Pick<UserRecord, 'uid' | 'customClaims'>): Promise<void> {
  await adminAuth().setCustomUserClaims(user.uid, { ...user.customClaims, [MEMBER_CLAIM]: true });
}

export type ProvisionedAccount = {
  user: UserRecord;
  created: boolean;
  adopted: boolean;
  /**
   * Nothing was adopted or bound: the address's account is bound to another record (its
   * e-mail address was changed to this one), or this record to another account that
   * still exists. The account opens nothing of this record; what the caller grants stays
   * on the record for an operator to move to its owner. The refusal is audited.
   */
  refused: boolean;
};

/**
 * Whether the address's account may be bound to the record: a record keeps the account
 * it was bound to while that account exists (`stale`: the one it was bound to, deleted
 * since), and an account serves one record. `conflict` says why not.
 */
async function bindingCheck(
  email: string,
  uid: string,
): Promise<{ conflict: string | null; stale: string | null }> {
  const bound = (await fetchMemberRecord(email)).uid;
  const other = bound && bound !== uid ? bound : null;
  if (other && (await findUserByUid(other)))
    return { conflict: `the record is bound to another account (${other})`, stale: null };
  const elsewhere = await fetchRecordBoundTo(uid);
  if (elsewhere && elsewhere !== email)
    return {
      conflict: `the address's account is bound to ${elsewhere}; its e-mail address was changed`,
      stale: null,
    };
  return { conflict: null, stale: other };
}

export async function findUserByUid(uid: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * The address's account, made a member's and bound to users/{email}: created (with the
 * password, or none) and marked provisioned when there is none; taken over when the app
 * did not make it (see adoptAccount); as it is when the app made it. An account bound to
 * another record is refused (see ProvisionedAccount.refused). Safe to call twice at the
 * same moment.
 */
export function provisionAccount(
  email: string,
  options: { password?: string; by?: ChangeBy } = {},
): Promise<ProvisionedAccount> {
  const normalized = memberKey(email);
  const by = options.by ?? BY_PROVISIONING;
  // One at a time per address in this process; across instances, the creation lease keeps
  // a second call from taking an account made a moment ago for one the app did not make.
  return oneAtATime(`account:${normalized}`, () => provisionOnce(normalized, options.password, by));
}

async function provisionExisting(
  found: UserRecord,
  password: string | undefined,
  by: ChangeBy,
  holdingLease = false,
): Promise<ProvisionedAccount> {
  const email = memberKey(found.email ?? '');
  let user = found;
  // Without the claim, it may be one another instance is making right now: wait for it.
  if (!holdingLease && !isProvisioned(user.customClaims)) {
    if (await creationInProgress(email)) {
      await waitForCreation(email);
      user = (await findUser(email)) ?? user;
    } else {
      // No lease now, but `found` may have been read while another instance still held
      // it, before its claim. The lease is let go only after the claim is set, so the
      // account read again now has the claim if the app made it.
      user = (await findUserByUid(user.uid)) ?? user;
    }
  }
  const { conflict, stale } = await bindingCheck(email, user.uid);
  if (conflict) {
    await recordAuditEntry(accountEntry(email, 'adoption-refused', by, conflict));
    log('warn', 'account not bound to a member record', { uid: user.uid, reason: conflict });
    return { user, created: false, adopted: false, refused: true };
  }
  if (!isProvisioned(user.customClaims)) {
    await adoptAccount(user, { password, by, stale });
    return { user, created: false, adopted: true, refused: false };
  }
  await bindAccount(email, user.uid, { stale });
  return { user, created: false, adopted: false, refused: false };
}

/**
 * Binds the record to its address's existing account, with provisionAccount's safeguards
 * (an account made outside the app is adopted; one bound to another record refused);
 * makes no account. Null when the address has none.
 */
export function provisionExistingAccount(
  email: string,
  by: ChangeBy,
): Promise<ProvisionedAccount | null> {
  const normalized = memberKey(email);
  return oneAtATime(`account:${normalized}`, async () => {
    const user = await findUser(normalized);
    return user && provisionExisting(user, undefined, by);
  });
}

async function provisionOnce(
  normalized: string,
  password: string | undefined,
  by: ChangeBy,
): Promise<ProvisionedAccount> {
  const existing = await findUser(normalized);
  if (existing) return provisionExisting(existing, password, by);
  const bound = (await fetchMemberRecord(normalized)).uid;
  const boundUser = bound ? await findUserByUid(bound) : null;
  if (boundUser) {
    // The record's own account now has another address: no second account for the record.
    const conflict = `the record's account now has the address ${boundUser.email ?? 'none'}`;
    await recordAuditEntry(accountEntry(normalized, 'adoption-refused', by, conflict));
    log('warn', 'account not made for a member record', { uid: bound, reason: conflict });
    return { user: boundUser, created: false, adopted: false, refused: true };
  }
  const made = await withCreationLease(normalized, async (): Promise<ProvisionedAccount> => {
    let user: UserRecord;
    try {
      user = await adminAuth().createUser({
        email: normalized,
        emailVerified: false,
        ...(password ? { password } : {}),
      });
    } catch (error) {
      // Made meanwhile, outside the lease: bound like any existing one.
      if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
      return provisionExisting(await requireUser(normalized), password, by, true);
    }
    await markProvisioned(user);
    // A record whose account was deleted is bound to the new one.
    await bindAccount(normalized, user.uid, { stale: bound });
    return { user, created: true, adopted: false, refused: false };
  });
  if (made) return made;
  // Another instance is making it: once it has, it is an existing account like any other
  // (and if it gave up, this call makes it, the lease being free then).
  await waitForCreation(normalized);
  const after = await findUser(normalized);
  return after ? provisionExisting(after, password, by) : provisionOnce(normalized, password, by);
}

/** Whether the account can sign in with a password yet (one made without has none). */
export const hasPassword = (user: UserRecord) =>
  user.providerData.some((provider) => provider.providerId === 'password');

/**
 * Creates the account (with a password, or none: its member sets one through a reset link
 * or e-mail) and the users/{email} record. An account the app made keeps its password and
 * only gains the courses; one the app did not make is taken over first (see adoptAccount).
 */
export async function addMember(
  email: string,
  options: { password?: string; courses?: string[]; by?: ChangeBy } = {},
): Promise<AddResult> {
  const normalized = memberKey(email);
  const by = options.by ?? byCli();
  const { user, created, adopted, refused } = await provisionAccount(normalized, {
    password: options.password,
    by,
  });
  const coursesChanged = await updateCourseIds(
    normalized,
    adding(options.courses ?? []),
    'add',
    by,
  );
  return { uid: user.uid, created, adopted, refused, coursesChanged };
}

/**
 * A link through which the member sets a password, for the CLI to print. Only on request:
 * Firebase counts each link against a daily quota (1,500 on the Spark plan), so an import or
 * the console's add never makes one nobody reads.
 */
export const passwordResetLink = (email: string): Promise<string> =>
  adminAuth().generatePasswordResetLink(memberKey(email));

export async function grantCourses(
  email: string,
  courseIds: string[],
  by: ChangeBy = byCli(),
): Promise<boolean> {
  await requireMemberAccount(email);
  return updateCourseIds(email, adding(courseIds), 'grant', by);
}

export async function revokeCourses(
  email: string,
  courseIds: string[],
  by: ChangeBy = byCli(),
): Promise<boolean> {
  await requireMemberAccount(email);
  return updateCourseIds(email, removing(courseIds), 'revoke', by);
}

/**
 * Disabling also ends every session at once, so the member is signed out everywhere. The
 * audit entry is written before the change (see withAuditEntry).
 */
export async function setDisabled(
  email: string,
  disabled: boolean,
  by: ChangeBy = byCli(),
): Promise<void> {
  const user = await requireMemberAccount(email);
  const member = memberKey(email);
  await withAuditEntry(accountEntry(email, disabled ? 'disable' : 'enable', by), async () => {
    // The record is what every request, the calendar feed and every e-mail check: a disable
    // writes it first and an enable last, so a failure in between leaves the member off.
    if (disabled) await recordDisabled(member, true);
    await adminAuth().updateUser(user.uid, { disabled });
    if (disabled) await endSessions({ uid: user.uid, email: member });
    else await recordDisabled(member, false);
  });
}

/**
 * Sends the account's owner the set-password (reset) e-mail, the one the login page's
 * "forgot password" sends, and records who had it sent.
 */
export async function sendPasswordReset(email: string, by: ChangeBy = byCli()): Promise<void> {
  await requireMemberAccount(email);
  await withAuditEntry(accountEntry(email, 'password-reset', by), () =>
    sendSetPasswordEmail(memberKey(email)),
  );
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
  /** The language the member chose (their pages and e-mails), null before any choice. */
  language: MemberRecord['language'];
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
  const user = await requireMemberAccount(email);
  const record = await fetchMemberRecord(email);
  const [catalog, audit] = await Promise.all([
    options.catalog ?? fetchCatalog(),
    fetchAuditEntries(memberKey(email), options.auditLimit),
  ]);
  const titles = titlesById(catalog);
  return {
    email: memberKey(email),
    uid: user.uid,
    disabled: user.disabled || record.disabled,
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
    language: record.language,
    audit,
  };
}

/** What a record that has no account holds: its courses, grants and latest changes. */
export type RecordReport = Pick<
  MemberReport,
  'email' | 'disabled' | 'courses' | 'grants' | 'audit'
>;

/**
 * A record with no account bound or found (one a payment made under an address nobody
 * signs in with, say): its courses, grants and latest changes, for `members -- show`,
 * which would otherwise hide it behind "No account". Null when there is no record either.
 */
export async function describeRecordWithoutAccount(
  email: string,
  options: { catalog?: Catalog; auditLimit?: number } = {},
): Promise<RecordReport | null> {
  const key = memberKey(email);
  const snapshot = await memberDoc(key).get();
  if (!snapshot.exists) return null;
  const record = parseMemberRecord(snapshot.data());
  const [catalog, audit] = await Promise.all([
    options.catalog ?? fetchCatalog(),
    fetchAuditEntries(key, options.auditLimit),
  ]);
  const titles = titlesById(catalog);
  return {
    email: key,
    disabled: record.disabled,
    courses: record.courseIds.map((id) => ({
      id,
      title: titles.get(id) ?? null,
      known: titles.has(id),
    })),
    grants: record.grants,
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
