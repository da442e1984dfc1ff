/** What a route or server action answers when the session is gone; a page then goes to /login. */
export const NOT_SIGNED_IN = 'Not signed in';

/**
 * Signing in with an account whose e-mail address was changed (in Firebase) away from the
 * one its membership was made for: the membership stays with the record it is bound to.
 * The session route answers this English text; the login form recognises it and tells the
 * member in their language (the `auth` catalogue's `accountEmailChanged`).
 */
export const ACCOUNT_EMAIL_CHANGED =
  "This account's e-mail address was changed. Ask support to move your membership to it.";
