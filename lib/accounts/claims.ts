/**
 * Accounts the app provisioned (the CLI, an import, a payment) carry this custom claim.
 * Only they can open a session: an account someone made for themselves through Firebase's
 * own sign-up, even with a member's e-mail address, opens nothing.
 */
export const MEMBER_CLAIM = 'member';

export function isProvisioned(claims: Record<string, unknown> | undefined | null): boolean {
  return claims?.[MEMBER_CLAIM] === true;
}

/**
 * Operators: accounts with this claim open the console at /admin. Set and cleared only
 * by `npm run members -- admin grant|revoke`, which also ends the account's sessions, so
 * the next cookie carries the change.
 */
export const OPERATOR_CLAIM = 'admin';

export function isOperator(claims: Record<string, unknown> | undefined | null): boolean {
  return isProvisioned(claims) && claims?.[OPERATOR_CLAIM] === true;
}
