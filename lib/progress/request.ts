import { z } from 'zod';
import { ENTRY_ID } from '../content/client';
import { MAX_DURATION_SECONDS } from './rules';

const id = z.string().regex(ENTRY_ID);

/** What the class view sends: a playback position, or the 'Mark as complete' tick. */
export const progressRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('position'),
    courseId: id,
    classId: id,
    position: z.number().finite().min(0),
    duration: z.number().finite().positive().max(MAX_DURATION_SECONDS),
    ended: z.boolean().default(false),
  }),
  z.object({ type: z.literal('complete'), courseId: id, classId: id, completed: z.boolean() }),
]);

export type ProgressRequest = z.output<typeof progressRequest>;

/** Larger bodies are refused unread (lib/http/read-body.ts); a real one is under 200 bytes. */
export const MAX_PROGRESS_BODY_BYTES = 2048;
