import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { LOCAL_STACK } from '../lib/local-stack';
import { testFirestore } from './firestore';

/** Instance B: the same build as the base URL's instance A, on the same stack and Redis. */
export function secondInstance(): string {
  const url = process.env.E2E_SECOND_BASE_URL;
  if (!url) throw new Error('E2E_SECOND_BASE_URL is not set: run the specs through npm test');
  return url;
}

export const REVALIDATE_SECRET = LOCAL_STACK.revalidateSecret;

/**
 * A member no other spec has used, so no earlier write counts against a rate limit.
 * Created in the Auth emulator and Firestore the way `npm run members -- add` does.
 */
export async function freshMember(courses: string[]) {
  const app =
    getApps().find((a) => a.name === 'e2e-auth') ??
    initializeApp(
      { projectId: process.env.FIREBASE_PROJECT_ID ?? LOCAL_STACK.projectId },
      'e2e-auth',
    );
  const member = { email: `instances-${randomUUID()}@example.com`, password: 'Fresh-Password-1' };
  await getAuth(app).createUser(member);
  await testFirestore().doc(`users/${member.email}`).set({ courses });
  return member;
}
