/**
 * lib/admin's client-safe door: the console's pure logic, without Firestore. Server code
 * imports everything from `@/lib/admin`.
 */
export type { ActionResult } from './action';
export * from './import-job';
