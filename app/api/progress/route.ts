import { NextResponse } from 'next/server';
import { getCurrentSession, isSameOrigin, NOT_SIGNED_IN } from '@/lib/auth';
import { loadMemberCourses } from '@/lib/grants';
import { jsonError, readJsonCapped, REQUEST_ERRORS } from '@/lib/http';
import { log } from '@/lib/log';
import {
  clampPosition,
  isWatchedToCompletion,
  MAX_PROGRESS_BODY_BYTES,
  progressRequest,
  savePosition,
  setCompleted,
} from '@/lib/progress';
import { RateLimiter } from '@/lib/rate-limit';

/** A position every 10 s is 6 a minute; pauses, ends and ticks get head-room above that. */
const writes = new RateLimiter({ limit: 15, windowMs: 60_000 });

/**
 * Records a member's progress in a class. Only classes of the member's own courses can be
 * written; anything else is a 403 and nothing is stored.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers)) return jsonError(403, REQUEST_ERRORS.crossOrigin);
  const session = await getCurrentSession();
  if (!session) return jsonError(401, NOT_SIGNED_IN);
  const { member } = session;
  const read = await readJsonCapped(request, MAX_PROGRESS_BODY_BYTES);
  if (!read.ok)
    return jsonError(
      read.status,
      read.status === 413 ? REQUEST_ERRORS.bodyTooLarge : REQUEST_ERRORS.malformedJson,
    );
  const parsed = progressRequest.safeParse(read.value);
  if (!parsed.success) return jsonError(400, 'Invalid progress');
  const input = parsed.data;
  // Before any read, so a runaway client costs no Firestore or Contentful work.
  if (!(await writes.allow(member.uid))) return jsonError(429, 'Too many progress updates');

  try {
    const course = (await loadMemberCourses(session.record)).find((c) => c.id === input.courseId);
    // A class not released to the member yet is not theirs to keep progress on either.
    if (!course?.classes.some((c) => c.id === input.classId && c.opensAt === null))
      return jsonError(403, 'Not your class');
    const progressCourse = { id: course.id, classIds: course.classes.map((c) => c.id) };
    if (input.type === 'complete') {
      await setCompleted(member.email, progressCourse, input);
    } else {
      const position = clampPosition(input.position, input.duration);
      const complete = isWatchedToCompletion({
        position,
        duration: input.duration,
        ended: input.ended,
      });
      await savePosition(member.email, progressCourse, { ...input, position, complete });
    }
  } catch (error) {
    log('error', 'progress write failed', { route: '/api/progress', uid: member.uid, error });
    return jsonError(503, 'Progress could not be saved');
  }
  return new NextResponse(null, { status: 204 });
}
