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
 * An address as records are keyed by it: trimmed, only ASCII letters lower-cased. Unicode
 * case mapping folds distinct addresses onto one (the Kelvin sign 'K' becomes 'k'), so two
 * accounts could share a record.
 */
export const foldAddress = (email: string) =>
  email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The key of a member's record (foldAddress). An address that could change the document
 * path (a '/') or name a reserved id is refused.
 */
export function memberKey(email: string): string {
  const key = foldAddress(email);
  if (!KEYABLE_EMAIL.test(key) || /^__.*__$/.test(key)) throw new InvalidEmailError();
  return key;
}

/**
 * Whether a record key (memberKey) is an address mail can reach: a dot in the domain, and
 * no longer than an address may be (254). Adding a member and moving one to a new address
 * both require it; records made otherwise (a payment's e-mail) are keyed as they came.
 */
export const isMailableKey = (key: string) =>
  key.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(key);

export const userDocPath = (email: string) => `users/${memberKey(email)}`;
