import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { MEMBER_CLAIM, OPERATOR_CLAIM } from '../../lib/members/client';
import {
  accessSummary,
  MANUAL_GRANT,
  MANUAL_SINCE_FIELD,
  VISITS_FIELD,
} from '../../lib/members/client';
import { plansFileSchema, type PricedPlan } from '../../lib/payments/client';

const membersFile = z.object({
  members: z.array(
    z.object({
      email: z.email(),
      password: z.string().min(6),
      courses: z.array(z.string().min(1)).optional(),
      /** An operator: opens the console at /admin. */
      admin: z.boolean().optional(),
      /** When the member was last on /home (ISO): what the dashboard's "New" counts from. */
      lastSeenAt: z.iso.datetime().optional(),
    }),
  ),
});

export type SeedMember = z.output<typeof membersFile>['members'][number];

export function readMembersFile(path: string): SeedMember[] {
  return membersFile.parse(JSON.parse(readFileSync(path, 'utf8'))).members;
}

/**
 * Creates (or resets) each member's Auth account and the users/{email} record bound to it
 * (as provisioning binds one), with the `courses` the file lists and their course summary.
 * A member without `courses` gets a record that holds only the binding.
 * Expects FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST to point at the stack.
 */
export async function seedMembers(projectId: string, members: SeedMember[]): Promise<void> {
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    for (const member of members) {
      const email = member.email.toLowerCase();
      const existing = await auth.getUserByEmail(email).catch(() => null);
      const { uid } = existing
        ? await auth.updateUser(existing.uid, { password: member.password })
        : await auth.createUser({ email, password: member.password, emailVerified: true });
      // Provisioned, as the CLI would: only such accounts can open a session.
      await auth.setCustomUserClaims(uid, {
        [MEMBER_CLAIM]: true,
        ...(member.admin ? { [OPERATOR_CLAIM]: true } : {}),
      });
      // The manual grant begins now: drip-released classes open counted from the seeding.
      await db.doc(`users/${email}`).set({
        uid,
        ...(member.courses ? { courses: member.courses, [MANUAL_SINCE_FIELD]: Date.now() } : {}),
        ...(member.lastSeenAt
          ? {
              [VISITS_FIELD]: { lastSeenAt: Date.parse(member.lastSeenAt), previousVisitAt: null },
            }
          : {}),
      });
      // The course analytics' summary, as the app's own grant writes keep it.
      const grants = {
        [MANUAL_GRANT]: { courses: member.courses ?? [], source: 'manual' as const },
      };
      for (const [course, accessUntil] of accessSummary(grants))
        await db.doc(`courseMembers/${course}/members/${email}`).set({ accessUntil });
    }
  } finally {
    await deleteApp(app);
  }
}

export function readPlansFile(path: string): PricedPlan[] {
  return plansFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** Writes each plan to plans/{price}, as an operator would in the Firebase console. */
export async function seedPlans(projectId: string, plans: PricedPlan[]): Promise<void> {
  const app = initializeApp({ projectId }, `seed-plans-${Date.now()}`);
  try {
    const db = getFirestore(app);
    for (const { price, ...plan } of plans) await db.doc(`plans/${price}`).set(plan);
  } finally {
    await deleteApp(app);
  }
}
