/** The same answer whether or not an account exists, so the form cannot be used to probe. */
export const RESET_NOTICE =
  'If an account exists for that e-mail, a password reset link is on its way.';

/** What a route or server action answers when the session is gone; a page then goes to /login. */
export const NOT_SIGNED_IN = 'Not signed in';

/** The logout button's toast when the server could not end the session. */
export const LOGOUT_FAILED = 'Could not log out. Please try again.';
