import { z } from 'zod';
import type { Translations } from '../i18n/client';
import type { AnnouncementTextField } from './client';

export const TITLE_MAX = 120;
export const MESSAGE_MAX = 20_000;

/**
 * The announcement form as sent; anything else a crafted call sends reads as empty. The
 * Malay and Chinese title and message are optional: a member reads their language's, else
 * the English one.
 */
export type AnnouncementForm = {
  title: string;
  markdown: string;
  courseIds: string[];
  titleMs?: string;
  markdownMs?: string;
  titleZh?: string;
  markdownZh?: string;
};

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}: at most ${max} characters.`);

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
  titleMs: optionalText('Malay title', TITLE_MAX),
  markdownMs: optionalText('Malay message', MESSAGE_MAX),
  titleZh: optionalText('Chinese title', TITLE_MAX),
  markdownZh: optionalText('Chinese message', MESSAGE_MAX),
});

/** What is stored: the English words, the audience and the translations given. */
export type AnnouncementInput = {
  title: string;
  markdown: string;
  courseIds: string[];
  translations?: Translations<AnnouncementTextField>;
};

/** The translations typed in the form; a language with nothing typed is left out. */
function translationsOfForm(form: z.output<typeof schema>): Translations<AnnouncementTextField> {
  const out: Translations<AnnouncementTextField> = {};
  const given = { ms: [form.titleMs, form.markdownMs], zh: [form.titleZh, form.markdownZh] };
  for (const [locale, [title, markdown]] of Object.entries(given) as Array<
    [keyof typeof given, string[]]
  >) {
    const fields = { ...(title ? { title } : {}), ...(markdown ? { markdown } : {}) };
    if (Object.keys(fields).length > 0) out[locale] = fields;
  }
  return out;
}

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
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const parsed = schema.safeParse({
    title: text(raw.title),
    markdown: text(raw.markdown),
    courseIds: Array.isArray(raw.courseIds) ? raw.courseIds : [],
    titleMs: text(raw.titleMs),
    markdownMs: text(raw.markdownMs),
    titleZh: text(raw.titleZh),
    markdownZh: text(raw.markdownZh),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0]) as keyof AnnouncementForm;
    const error = field === 'courseIds' ? 'Courses: choose courses from the list.' : issue.message;
    return { ok: false, field, error };
  }
  const { title, markdown, courseIds } = parsed.data;
  return {
    ok: true,
    input: {
      title,
      markdown,
      courseIds: [...new Set(courseIds)],
      translations: translationsOfForm(parsed.data),
    },
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
