import { z } from 'zod';

export const TITLE_MAX = 120;
export const MESSAGE_MAX = 20_000;

/** The announcement form as sent; anything else a crafted call sends reads as empty. */
export type AnnouncementForm = { title: string; markdown: string; courseIds: string[] };

const schema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title: enter a title.')
    .max(TITLE_MAX, `Title: at most ${TITLE_MAX} characters.`),
  markdown: z
    .string()
    .trim()
    .min(1, 'Message: enter the message.')
    .max(MESSAGE_MAX, `Message: at most ${MESSAGE_MAX} characters.`),
  courseIds: z.array(z.string().min(1).max(200)).max(500),
});

export type AnnouncementInput = z.output<typeof schema>;

/**
 * The console's form → what is published, or the first refusal with the field it is about
 * (so the form can mark it). Course ids are de-duplicated; whether they are in the catalog
 * is checked by the caller, which has the catalog.
 */
export function parseAnnouncementForm(
  form: unknown,
):
  | { ok: true; input: AnnouncementInput }
  | { ok: false; field: keyof AnnouncementForm; error: string } {
  const raw = (form ?? {}) as Record<string, unknown>;
  const parsed = schema.safeParse({
    title: typeof raw.title === 'string' ? raw.title : '',
    markdown: typeof raw.markdown === 'string' ? raw.markdown : '',
    courseIds: Array.isArray(raw.courseIds) ? raw.courseIds : [],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0]) as keyof AnnouncementForm;
    const error = field === 'courseIds' ? 'Courses: choose courses from the list.' : issue.message;
    return { ok: false, field, error };
  }
  return {
    ok: true,
    input: { ...parsed.data, courseIds: [...new Set(parsed.data.courseIds)] },
  };
}

/** The refusal of course ids the catalog does not have. */
export function unknownCoursesError(ids: readonly string[]) {
  return {
    ok: false as const,
    field: 'courseIds' as const,
    error: `Courses: not in the course catalog: ${ids.join(', ')}.`,
  };
}

const idSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/]+$/);

/** An announcement id as a crafted call may send it; null when it cannot be one. */
export function parseAnnouncementId(value: unknown): string | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The refusal of an id that names no announcement (never was, or deleted meanwhile). */
export const ANNOUNCEMENT_GONE = {
  ok: false as const,
  error: 'That announcement no longer exists; the list shows what is published now.',
};
