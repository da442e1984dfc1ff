import 'server-only';

export * from './client';
export {
  fetchSessionOf,
  getCurrentSession,
  requireSession,
  sessionOf,
  type MemberSession,
} from './current-member';
export { getRequestLocale, getRequestTimeZone } from './locale';
export { notSignedInResponse } from './not-signed-in';
export { NotSignedInError, StaleSignInError } from './errors';
export { getOperatorSession, NOT_FOUND, requireOperator } from './operator';
export { isSameOrigin } from './same-origin';
export { presentedSecret, secretMatches } from './secret';
export { createSessionCookie, sessionMaxAgeSeconds, type Member } from './session';
