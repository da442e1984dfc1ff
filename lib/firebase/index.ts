import 'server-only';

/** The server's Firebase. The browser's sign-in is the other door, `@/lib/firebase/browser`. */
export { adminAuth, adminDb } from './admin';
export { sendSetPasswordEmail } from './auth-email';
export { formatCursor, keysetPage, parseCursor, rowsToRead, type Cursor } from './keyset-page';
