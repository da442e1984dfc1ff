/** The course ids in a users/{email}.courses field; anything malformed counts as none. */
export function courseIdsOf(field: unknown): string[] {
  if (!Array.isArray(field)) return [];
  return field.filter((id): id is string => typeof id === 'string' && id.length > 0);
}

export class InvalidEmailError extends Error {
  constructor() {
    super('Not a valid e-mail address');
    this.name = 'InvalidEmailError';
  }
}

/** No white space, no '/', one '@' with something on each side. */
const KEYABLE_EMAIL = /^[^\s/@]+@[^\s/@]+$/;

/**
 * The key of a member's record. Only ASCII letters are lower-cased: Unicode case mapping
 * folds distinct addresses onto one (the Kelvin sign 'K' becomes 'k'), so two accounts
 * could share a record. An address that could change the document path (a '/') or name a
 * reserved id is refused.
 */
export function memberKey(email: string): string {
  const key = email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  if (!KEYABLE_EMAIL.test(key) || /^__.*__$/.test(key)) throw new InvalidEmailError();
  return key;
}

export const userDocPath = (email: string) => `users/${memberKey(email)}`;
