/**
 * A change to a member refused for a reason the operator can act on (no such account, a
 * grant without an end date, an address taken): its message is for them, shown as is by the
 * console's operatorAction and the CLI. Accounts and grants both throw it.
 */
export class MemberError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MemberError';
  }
}
