/** The same answer whether or not an account exists, so the form cannot be used to probe. */
export const RESET_NOTICE =
  'If an account exists for that e-mail, a password reset link is on its way.';
