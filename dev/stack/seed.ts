import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { MEMBER_CLAIM, OPERATOR_CLAIM } from '../../lib/accounts/client';
import { accessSummary, memberAccessUntil } from '../../lib/grants/client';
import {
  addDays,
  liveSessionDoc,
  newLiveSession,
  wallTimeAt,
  weeklyStarts,
  type LiveSession,
} from '../../lib/live/client';
import { MANUAL_GRANT, MANUAL_SINCE_FIELD, VISITS_FIELD } from '../../lib/members/client';
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
      // The course analytics' summary and the access end, as the app's own grant writes keep them.
      const grants = {
        [MANUAL_GRANT]: { courses: member.courses ?? [], source: 'manual' as const },
      };
      // The manual grant begins now: drip-released classes open counted from the seeding.
      await db.doc(`users/${email}`).set({
        uid,
        ...(member.courses ? { courses: member.courses, [MANUAL_SINCE_FIELD]: Date.now() } : {}),
        ...(member.lastSeenAt
          ? {
              [VISITS_FIELD]: { lastSeenAt: Date.parse(member.lastSeenAt), previousVisitAt: null },
            }
          : {}),
        accessUntil: memberAccessUntil(grants),
      });
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

/** The demo's weekly session: Tuesdays at 20:30 in the academy's default zone, 12 weeks. */
export const DEMO_LIVE = {
  zone: 'Asia/Kuala_Lumpur',
  weekday: 2,
  hour: 20,
  minute: 30,
  weeks: 12,
  seriesId: 'demo-weekly-coaching',
} as const;

/**
 * The demo's live sessions, relative to `nowMs`: a weekly series starting on the next
 * Tuesday 20:30 (Kuala Lumpur) still ahead, for every member with access. Fixed ids, so
 * seeding again replaces them.
 */
export function demoLiveSessions(nowMs: number): LiveSession[] {
  const today = wallTimeAt(nowMs, DEMO_LIVE.zone);
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  let first = addDays(
    { ...today, hour: DEMO_LIVE.hour, minute: DEMO_LIVE.minute },
    (DEMO_LIVE.weekday - weekday + 7) % 7,
  );
  if (weeklyStarts(first, DEMO_LIVE.zone, 1)[0]!.startsAt <= nowMs) first = addDays(first, 7);
  return weeklyStarts(first, DEMO_LIVE.zone, DEMO_LIVE.weeks).map(({ startsAt }, week) =>
    newLiveSession(
      {
        id: `${DEMO_LIVE.seriesId}-${week + 1}`,
        title: 'Weekly live coaching: the week ahead',
        description:
          'We walk through the coming week’s key levels and events, then take your questions. Bring a chart you are unsure about.',
        startsAt,
        durationMinutes: 60,
        timeZone: DEMO_LIVE.zone,
        joinUrl: 'https://meet.example.com/apex-weekly-coaching',
        seriesId: DEMO_LIVE.seriesId,
      },
      nowMs,
    ),
  );
}

/** Writes the demo's live sessions to liveSessions/{id}, as the console would. */
export async function seedLiveSessions(
  projectId: string,
  nowMs: number = Date.now(),
): Promise<void> {
  const app = initializeApp({ projectId }, `seed-live-${Date.now()}`);
  try {
    const db = getFirestore(app);
    for (const session of demoLiveSessions(nowMs))
      await db.doc(`liveSessions/${session.id}`).set(liveSessionDoc(session));
  } finally {
    await deleteApp(app);
  }
}

const announcementsFile = z.object({
  announcements: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      markdown: z.string().min(1),
      courseIds: z.array(z.string().min(1)),
    }),
  ),
});

export type SeedAnnouncement = z.output<typeof announcementsFile>['announcements'][number];

export function readAnnouncementsFile(path: string): SeedAnnouncement[] {
  return announcementsFile.parse(JSON.parse(readFileSync(path, 'utf8'))).announcements;
}

/**
 * Writes each announcement to announcements/{id} as the console's Publish stores it,
 * published now (so it reads as new to the members of its audience). No e-mail is sent.
 */
export async function seedAnnouncements(
  projectId: string,
  announcements: SeedAnnouncement[],
): Promise<void> {
  const app = initializeApp({ projectId }, `seed-announcements-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const publishedAt = Date.now();
    for (const { id, ...announcement } of announcements)
      await db.doc(`announcements/${id}`).set({ ...announcement, publishedAt, by: 'demo seed' });
  } finally {
    await deleteApp(app);
  }
}
