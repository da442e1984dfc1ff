import { NOT_SIGNED_IN } from './messages';

export class NotSignedInError extends Error {
  constructor(message = NOT_SIGNED_IN) {
    super(message);
    this.name = 'NotSignedInError';
  }
}

/** The ID token was valid but the sign-in behind it is too old to start a session from. */
export class StaleSignInError extends Error {
  constructor() {
    super('Sign-in is too old; sign in again');
    this.name = 'StaleSignInError';
  }
}
