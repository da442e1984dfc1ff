/** Firebase Hosting and App Hosting forward only the cookie named __session to the server. */
export const SESSION_COOKIE = '__session';
