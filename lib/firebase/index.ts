import 'server-only';

/** The server's Firebase. The browser's sign-in is the other door, `@/lib/firebase/browser`. */
export { adminAuth, adminDb } from './admin';
export { sendFirebasePasswordEmail } from './auth-email';
export { FIREBASE_LANGUAGE_CODES } from './language';
export { formatCursor, keysetPage, parseCursor, rowsToRead, type Cursor } from './keyset-page';
