import { z } from 'zod';
import { ENTRY_ID } from '../content/client';
import {
  ANSWER_MAX_CHARS,
  MAX_MOMENT_SECONDS,
  MAX_MUTE_DAYS,
  POST_ID,
  postTextProblem,
  QUESTION_MAX_CHARS,
  REPORT_REASONS,
  type CommunityProblem,
} from './rules';

const entryId = z.string().regex(ENTRY_ID);
const text = (max: number) =>
  z.string().superRefine((value, context) => {
    const problem = postTextProblem(value, max);
    if (problem) context.addIssue({ code: 'custom', message: problem.error, params: problem });
  });

export const postId = z.string().regex(POST_ID);

export const askInput = z.object({
  courseId: entryId,
  classId: entryId,
  seconds: z.number().finite().min(0).max(MAX_MOMENT_SECONDS).transform(Math.floor).nullable(),
  body: text(QUESTION_MAX_CHARS),
});
export const answerInput = z.object({ threadId: postId, body: text(ANSWER_MAX_CHARS) });
export const editQuestionInput = z.object({ threadId: postId, body: text(QUESTION_MAX_CHARS) });
export const editAnswerInput = z.object({
  threadId: postId,
  answerId: postId,
  body: text(ANSWER_MAX_CHARS),
});
export const threadRef = z.object({ threadId: postId });
/** A page of a class's questions: its order and, for newest, the cursor (lib/firebase) or null. */
export const listInput = z.object({
  courseId: entryId,
  classId: entryId,
  order: z.enum(['newest', 'mostAsked']),
  after: z.string().max(40).nullable(),
});
/** A question (answerId null) or one of its answers. */
export const postRef = z.object({ threadId: postId, answerId: postId.nullable() });
export const reportInput = postRef.extend({ reason: z.enum(REPORT_REASONS) });
/** The address is checked as a record's key (the store's memberKey), not by zod's stricter rule. */
export const muteInput = z.object({
  email: z.string().max(320),
  days: z.number().int().min(1).max(MAX_MUTE_DAYS),
});

export type AskInput = z.output<typeof askInput>;
export type PostRef = z.output<typeof postRef>;

/** Stored documents; a malformed one is skipped. */
export const storedThread = z.object({
  courseId: z.string(),
  classId: z.string(),
  authorEmail: z.string(),
  authorName: z.string(),
  body: z.string(),
  seconds: z.number().nullable().catch(null),
  createdAt: z.number(),
  editedAt: z.number().nullable().catch(null),
  answerCount: z.number().catch(0),
  meToo: z.number().catch(0),
  acceptedAnswerId: z.string().nullable().catch(null),
  hidden: z.boolean().catch(false),
  unseenAnswer: z.boolean().catch(false),
});
export const storedAnswer = z.object({
  authorEmail: z.string(),
  authorName: z.string(),
  coach: z.boolean().catch(false),
  body: z.string(),
  createdAt: z.number(),
  editedAt: z.number().nullable().catch(null),
  hidden: z.boolean().catch(false),
});

/** The problem of a failed parse the member can act on (length, empty), else `invalid`. */
export function firstIssue(error: z.ZodError): CommunityProblem {
  const custom = error.issues.find((issue) => issue.code === 'custom');
  return (custom?.params as CommunityProblem | undefined) ?? { error: 'invalid' };
}
