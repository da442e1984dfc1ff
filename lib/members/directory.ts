import 'server-only';
import { FieldPath } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../firebase';
import type { Locale } from '../i18n';
import { foldAddress } from './course-ids';
import { memberRow, subscriptionIdsOf, type MemberAccount, type MemberRow } from './directory-rows';
import { grantsOfRecord } from './grants';

export const MEMBERS_PAGE_SIZE = 50;

export type MemberPage = {
  rows: MemberRow[];
  /** The cursor of the next page (the last row's e-mail), or null on the last page. */
  next: string | null;
};

/** Just below the highest code point Firestore orders: every key with the prefix sorts before it. */
const PREFIX_END = '\uf8ff';

/**
 * One page of members, by record key (the e-mail) in order: those starting with `prefix`,
 * after the key `after` (and, with `language`, who chose it). Three reads whatever the page or the number of members: the page
 * of records (a document-id range and cursor, no offset), their Auth accounts in one
 * lookup, and the subscriptions their grants name in one batched read.
 */
export async function listMembers({
  prefix = '',
  after = null,
  limit = MEMBERS_PAGE_SIZE,
  language = null,
}: {
  prefix?: string;
  after?: string | null;
  limit?: number;
  /** Only members who chose this language (an equality on the field's automatic index). */
  language?: Locale | null;
}): Promise<MemberPage> {
  const id = FieldPath.documentId();
  let query = adminDb().collection('users').orderBy(id).select('courses', 'grants', 'language');
  if (language) query = query.where('language', '==', language);
  if (prefix) query = query.where(id, '>=', prefix).where(id, '<', prefix + PREFIX_END);
  if (after) query = query.startAfter(after);
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const records = docs.map((doc) => ({ email: doc.id, data: doc.data() }));

  const [accounts, statuses] = await Promise.all([
    fetchAccounts(records.map((r) => r.email)),
    fetchSubscriptionStatuses(records.flatMap((r) => subscriptionIdsOf(grantsOfRecord(r.data)))),
  ]);
  const now = Date.now();
  return {
    rows: records.map(({ email, data }) =>
      memberRow(email, data, accounts.get(email) ?? null, (s) => statuses.get(s) ?? null, now),
    ),
    next: snapshot.docs.length > limit ? (docs.at(-1)?.id ?? null) : null,
  };
}

/** The accounts of these addresses, by address: one Auth lookup (at most 100 a call). */
async function fetchAccounts(emails: string[]): Promise<Map<string, MemberAccount>> {
  const accounts = new Map<string, MemberAccount>();
  for (let i = 0; i < emails.length; i += 100) {
    const { users } = await adminAuth().getUsers(
      emails.slice(i, i + 100).map((email) => ({ email })),
    );
    for (const user of users) {
      if (!user.email) continue;
      accounts.set(foldAddress(user.email), {
        disabled: user.disabled,
        createdAt: user.metadata.creationTime || null,
        lastSignInAt: user.metadata.lastSignInTime || null,
      });
    }
  }
  return accounts;
}

async function fetchSubscriptionStatuses(ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const db = adminDb();
  const docs = await db.getAll(...unique.map((id) => db.doc(`subscriptions/${id}`)));
  return new Map(
    docs.flatMap((doc) => {
      const status: unknown = doc.get('status');
      return typeof status === 'string' ? [[doc.id, status] as const] : [];
    }),
  );
}
