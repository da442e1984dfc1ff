import { z } from 'zod';
import { parseVideoId } from '../video';
import { MAX_WEEKS, weeklyStarts } from './series';
import type { LiveSessionInput } from './types';
import { isTimeZone, parseWallTime, type WallTimeFit } from './zoned-time';

/**
 * The console's schedule form: what an operator typed → a session (or a weekly series of
 * them), with one message naming the first field to fix. Times are wall times in the
 * chosen zone (lib/live/zoned-time.ts).
 */
export type LiveSessionFormValues = {
  title: string;
  timeZone: string;
  startsAt: string;
  durationMinutes: string;
  joinUrl: string;
  description: string;
  courseIds: string[];
  repeatWeeks: string;
  /** Optional: members who read Malay or Chinese get these, else the English ones. */
  titleMs: string;
  descriptionMs: string;
  titleZh: string;
  descriptionZh: string;
};

/** The form's optional translation fields, by language and the session's field they give. */
const TRANSLATION_FIELDS = {
  ms: { title: 'titleMs', description: 'descriptionMs' },
  zh: { title: 'titleZh', description: 'descriptionZh' },
} as const;

export type LiveFormField = keyof LiveSessionFormValues;

export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 2000;
export const MIN_DURATION = 5;
export const MAX_DURATION = 600;

/** The form's messages, each starting with the field's label. */
export const LIVE_FORM_ERRORS = {
  title: `Title: enter a title of up to ${MAX_TITLE} characters.`,
  timeZone: 'Time zone: choose a time zone from the list.',
  startsAt: 'Starts: enter a date and a time.',
  startsInPast: 'Starts: choose a time in the future.',
  durationMinutes: `Duration (minutes): enter a whole number from ${MIN_DURATION} to ${MAX_DURATION}.`,
  joinUrl: 'Join link: enter the meeting’s https:// address (http and other links are refused).',
  description: `Description: keep it to ${MAX_DESCRIPTION} characters.`,
  repeatWeeks: `Repeat weekly: enter a number of weeks from 1 to ${MAX_WEEKS} (1: this session only).`,
  recording: 'Recording: enter a YouTube link, such as https://www.youtube.com/watch?v=…',
  titleMs: `Malay title: keep it to ${MAX_TITLE} characters.`,
  descriptionMs: `Malay description: keep it to ${MAX_DESCRIPTION} characters.`,
  titleZh: `Chinese title: keep it to ${MAX_TITLE} characters.`,
  descriptionZh: `Chinese description: keep it to ${MAX_DESCRIPTION} characters.`,
} as const;

const optionalText = (max: number, error: string) => z.string().trim().max(max, { error });

const wholeNumber = (min: number, max: number, error: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error });

const httpsLink = z
  .string()
  .trim()
  .max(2000, { error: LIVE_FORM_ERRORS.joinUrl })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
    },
    { error: LIVE_FORM_ERRORS.joinUrl },
  );

const schema = z.object({
  title: z.string().trim().min(1, { error: LIVE_FORM_ERRORS.title }).max(MAX_TITLE, {
    error: LIVE_FORM_ERRORS.title,
  }),
  timeZone: z.string().refine(isTimeZone, { error: LIVE_FORM_ERRORS.timeZone }),
  startsAt: z.string().refine((value) => parseWallTime(value) !== null, {
    error: LIVE_FORM_ERRORS.startsAt,
  }),
  durationMinutes: wholeNumber(MIN_DURATION, MAX_DURATION, LIVE_FORM_ERRORS.durationMinutes),
  joinUrl: httpsLink,
  description: z.string().trim().max(MAX_DESCRIPTION, { error: LIVE_FORM_ERRORS.description }),
  courseIds: z.array(z.string()),
  repeatWeeks: z
    .string()
    .transform((value) => value.trim() || '1')
    .pipe(wholeNumber(1, MAX_WEEKS, LIVE_FORM_ERRORS.repeatWeeks)),
  titleMs: optionalText(MAX_TITLE, LIVE_FORM_ERRORS.titleMs),
  descriptionMs: optionalText(MAX_DESCRIPTION, LIVE_FORM_ERRORS.descriptionMs),
  titleZh: optionalText(MAX_TITLE, LIVE_FORM_ERRORS.titleZh),
  descriptionZh: optionalText(MAX_DESCRIPTION, LIVE_FORM_ERRORS.descriptionZh),
});

/** The translations typed in the form; a language with nothing typed is left out. */
function translationsOfForm(form: z.output<typeof schema>): LiveSessionInput['translations'] {
  const out: NonNullable<LiveSessionInput['translations']> = {};
  for (const [locale, names] of Object.entries(TRANSLATION_FIELDS) as Array<
    [keyof typeof TRANSLATION_FIELDS, (typeof TRANSLATION_FIELDS)[keyof typeof TRANSLATION_FIELDS]]
  >) {
    const title = form[names.title];
    const description = form[names.description];
    const fields = { ...(title ? { title } : {}), ...(description ? { description } : {}) };
    if (Object.keys(fields).length > 0) out[locale] = fields;
  }
  return out;
}

export type ParsedLiveForm =
  | {
      ok: true;
      session: Omit<LiveSessionInput, 'startsAt'>;
      starts: Array<{ startsAt: number; fit: WallTimeFit }>;
    }
  | { ok: false; field: LiveFormField; error: string };

/** Whatever arrived (a crafted call too) as the form's values: strings and a list of strings. */
export function formValuesOf(input: unknown): LiveSessionFormValues {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(raw.title),
    timeZone: text(raw.timeZone),
    startsAt: text(raw.startsAt),
    durationMinutes: text(raw.durationMinutes),
    joinUrl: text(raw.joinUrl),
    description: text(raw.description),
    courseIds: Array.isArray(raw.courseIds) ? raw.courseIds.map(text).filter(Boolean) : [],
    repeatWeeks: text(raw.repeatWeeks),
    titleMs: text(raw.titleMs),
    descriptionMs: text(raw.descriptionMs),
    titleZh: text(raw.titleZh),
    descriptionZh: text(raw.descriptionZh),
  };
}

/**
 * Checks the form. `catalogCourseIds`: the courses an audience may name (the shared
 * catalog's); `creating`: a new session must start in the future and may repeat weekly,
 * an edit changes the one session (its repeat count is ignored).
 */
export function parseLiveSessionForm(
  values: LiveSessionFormValues,
  {
    catalogCourseIds,
    creating,
    nowMs,
  }: { catalogCourseIds: readonly string[]; creating: boolean; nowMs: number },
): ParsedLiveForm {
  const parsed = schema.safeParse(creating ? values : { ...values, repeatWeeks: '1' });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: issue.path[0] as LiveFormField, error: issue.message };
  }
  const form = parsed.data;
  const courseIds = [...new Set(form.courseIds)];
  const unknown = courseIds.filter((id) => !catalogCourseIds.includes(id));
  if (unknown.length > 0) {
    return {
      ok: false,
      field: 'courseIds',
      error: `Courses: not in the course catalog: ${unknown.join(', ')}.`,
    };
  }
  const starts = weeklyStarts(parseWallTime(form.startsAt)!, form.timeZone, form.repeatWeeks);
  if (creating && starts[0]!.startsAt <= nowMs) {
    return { ok: false, field: 'startsAt', error: LIVE_FORM_ERRORS.startsInPast };
  }
  return {
    ok: true,
    session: {
      title: form.title,
      description: form.description,
      durationMinutes: form.durationMinutes,
      timeZone: form.timeZone,
      joinUrl: form.joinUrl,
      courseIds,
      translations: translationsOfForm(form),
    },
    starts,
  };
}

/** The recording form: a YouTube link → its video id; an empty field removes the recording. */
export function parseRecordingLink(
  link: unknown,
): { ok: true; videoId: string | null } | { ok: false; field: 'recording'; error: string } {
  const text = typeof link === 'string' ? link.trim() : '';
  if (text === '') return { ok: true, videoId: null };
  const videoId = parseVideoId(text);
  return videoId
    ? { ok: true, videoId }
    : { ok: false, field: 'recording', error: LIVE_FORM_ERRORS.recording };
}
