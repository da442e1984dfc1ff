import 'server-only';
import { byCli, withAuditEntry, type ChangeBy } from '../audit';
import { refreshOperatorBadges } from '../community';
import { adminAuth } from '../firebase';
import { endSessions, MemberError } from '../members';
import { memberKey } from '../members/client';
import { isProvisioned, OPERATOR_CLAIM } from './claims';
import { accountEntry, requireMemberAccount } from './provisioning';

/**
 * Gives or takes the operator role and ends the account's sessions, so the change applies
 * at once: the claim travels in the session cookie, and the next sign-in mints one with
 * the new claim. Only provisioned accounts can hold the role.
 *
 * The sessions end before the claim changes: a cookie keeps the claim it was minted with,
 * so when they cannot be ended the role stays what every open cookie says, and the caller
 * is told (it throws). They end again once the claim has changed, for a sign-in made in
 * between (its cookie carries the old claim); should that fail, the caller is told too,
 * and running the change again ends them. Operators answer the Traders Hub as coaches, so
 * the member's earlier answers gain or lose the Coach badge last (refreshOperatorBadges;
 * a coach's keep it); a failure there is told too, and running the change again completes it.
 */
export async function setOperator(
  email: string,
  operator: boolean,
  by: ChangeBy = byCli(),
): Promise<void> {
  const user = await requireMemberAccount(email);
  if (!isProvisioned(user.customClaims))
    throw new MemberError(`${memberKey(email)} is not a member account; add it first`);
  const claims = { ...user.customClaims };
  if (operator) claims[OPERATOR_CLAIM] = true;
  else delete claims[OPERATOR_CLAIM];
  const action = operator ? 'operator-grant' : 'operator-revoke';
  const account = { uid: user.uid, email: memberKey(email) };
  await withAuditEntry(accountEntry(email, action, by), async () => {
    await endSessions(account);
    await adminAuth().setCustomUserClaims(user.uid, claims);
    await endSessions(account);
    await refreshOperatorBadges(account.email, operator);
  });
}
