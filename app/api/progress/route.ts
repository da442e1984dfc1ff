import { NextResponse } from 'next/server';
import { getCurrentSession, isSameOrigin } from '@/lib/auth';
import { readJsonCapped } from '@/lib/http';
import { log } from '@/lib/log';
import { loadMemberCourses } from '@/lib/members';
import { RateLimiter } from '@/lib/rate-limit';
import { MAX_PROGRESS_BODY_BYTES, progressRequest, clampPosition, isWatchedToCompletion, savePosition, setCompleted } from '@/lib/progress';

/** A position every 10 s is 6 a minute; pauses, ends and ticks get head-room above that. */
const writes = new RateLimiter({ limit: 15, windowMs: 60_000 });

const answer = (status: number, error?: string) =>
  error ? NextResponse.json({ error }, { status }) : new NextResponse(null, { status });

/**
 * Records a member's progress in a class. Only classes of the member's own courses can be
 * written; anything else is a 403 and nothing is stored.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request.headers)) return answer(403, 'Cross-origin request refused');
  const session = await getCurrentSession();
  if (!session) return answer(401, 'Not signed in');
  const { member } = session;
  const read = await readJsonCapped(request, MAX_PROGRESS_BODY_BYTES);
  if (!read.ok)
    return answer(read.status, read.status === 413 ? 'Body too large' : 'Malformed JSON');
  const parsed = progressRequest.safeParse(read.value);
  if (!parsed.success) return answer(400, 'Invalid progress');
  const input = parsed.data;
  // Before any read, so a runaway client costs no Firestore or Contentful work.
  if (!(await writes.allow(member.uid))) return answer(429, 'Too many progress updates');

  try {
    const course = (await loadMemberCourses(session)).find((c) => c.id === input.courseId);
    if (!course?.classes.some((c) => c.id === input.classId)) return answer(403, 'Not your class');
    if (input.type === 'complete') {
      await setCompleted(member.email, input);
    } else {
      const position = clampPosition(input.position, input.duration);
      const complete = isWatchedToCompletion({
        position,
        duration: input.duration,
        ended: input.ended,
      });
      await savePosition(member.email, { ...input, position, complete });
    }
  } catch (error) {
    log('error', 'progress write failed', { route: '/api/progress', uid: member.uid, error });
    return answer(503, 'Progress could not be saved');
  }
  return answer(204);
}
