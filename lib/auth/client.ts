/**
 * lib/auth's client-safe door: no server code, so client components, proxy.ts and scripts
 * may import it. Server code imports everything from `@/lib/auth`.
 */
export { SESSION_COOKIE } from './cookie';
export { ACCOUNT_EMAIL_CHANGED, NOT_SIGNED_IN } from './messages';
export { loginPathFor, safeNextPath } from './next-path';
