'use server';

import { revalidatePath } from 'next/cache';
import type { DeleteTradeResult } from '@/components/journal/delete-trade';
import type { TradeFormState } from '@/components/journal/trade-form';
import { getCurrentSession, getRequestLocale } from '@/lib/auth';
import { loadMemberCourses, openClassOf } from '@/lib/grants';
import { getTranslator } from '@/lib/i18n';
import {
  addTrade,
  checkTrade,
  deleteTrade,
  editTrade,
  fetchTrade,
  MAX_TRADES,
  parseLessonText,
  problemMessage,
  TRADE_FIELDS,
  TRADE_ID,
  type CsvProblem,
  type RawTrade,
  type TradeClass,
} from '@/lib/journal';
import { log } from '@/lib/log';
import type { MemberRecord } from '@/lib/members';
import { RateLimiter } from '@/lib/rate-limit';
import { journalTimeZone } from './time-zone';

/** Far above anyone typing trades; a runaway script costs no Firestore work past it. */
const writes = new RateLimiter({ limit: 60, windowMs: 60_000 }, { name: 'journal' });

type Refusal =
  'limit' | 'notFound' | 'notYourClass' | 'failed' | 'deleteFailed' | 'notSignedIn' | 'tooMany';

/** The problems in the words of the member's language (the `journal` catalogue). */
async function messages(problems: Array<CsvProblem | { code: Refusal }>): Promise<string[]> {
  const t = getTranslator(await getRequestLocale(), 'journal');
  const texts = (key: string, values?: Record<string, string | number>) =>
    t(key as never, { max: MAX_TRADES, ...values } as never);
  return problems.map((problem) => problemMessage(texts, problem as CsvProblem));
}

/** The form's refusal: each problem's words, and the field it is about for the form to mark. */
async function words(
  problems: Array<CsvProblem | { code: Refusal }>,
  done: number,
): Promise<TradeFormState> {
  const fields = problems.map((problem) => ('field' in problem ? problem.field : null));
  return { ok: false, done, errors: await messages(problems), fields };
}

async function refused(code: Refusal) {
  return { ok: false, error: (await messages([{ code }]))[0]! } as const;
}

/** The member of this request, allowed one more write; every action reads the session itself. */
async function writer(): Promise<{ email: string; record: MemberRecord } | { refusal: Refusal }> {
  const session = await getCurrentSession();
  if (!session) return { refusal: 'notSignedIn' };
  if (!(await writes.allow(session.member.uid))) return { refusal: 'tooMany' };
  return { email: session.member.email, record: session.record };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Whether a trade may link this class: one the member may open now (their courses, drip
 * release included), as a note must be; or, for an edit, the class the trade links already,
 * so a member whose course has ended can still correct an old trade without unlinking it.
 */
async function mayLink(
  member: { email: string; record: MemberRecord },
  lesson: TradeClass,
  id: string,
): Promise<boolean> {
  const courses = await loadMemberCourses(member.record);
  if (openClassOf(courses, lesson.courseId, lesson.classId)) return true;
  const linked = id ? (await fetchTrade(member.email, id))?.lesson : null;
  return linked?.courseId === lesson.courseId && linked.classId === lesson.classId;
}

/** Adds a trade, or replaces the one named by the form's `id`: checked here, on the server. */
export async function saveTradeAction(
  previous: TradeFormState,
  form: FormData,
): Promise<TradeFormState> {
  const raw: RawTrade = Object.fromEntries(TRADE_FIELDS.map((field) => [field, text(form, field)]));
  const zone = await journalTimeZone();
  const check = checkTrade(raw, zone);
  if (!check.ok) return words(check.problems, previous.done);
  const member = await writer();
  if ('refusal' in member) return words([{ code: member.refusal }], previous.done);
  const lessonText = text(form, 'lesson').trim();
  const lesson = parseLessonText(lessonText);
  const input = { ...check.trade, lesson };
  const id = text(form, 'id');
  try {
    // Refused, not saved without it: the member asked for the link, and keeps what they typed.
    if (lessonText && !(lesson && (await mayLink(member, lesson, id))))
      return words([{ code: 'notYourClass' }], previous.done);
    const written = id
      ? await editTrade(member.email, id, input, zone)
      : await addTrade(member.email, input, zone);
    if (!written.ok)
      return words([{ code: written.reason === 'limit' ? 'limit' : 'notFound' }], previous.done);
  } catch (error) {
    log('error', 'journal write failed', { action: id ? 'edit' : 'add', error });
    return words([{ code: 'failed' }], previous.done);
  }
  revalidatePath('/home/journal');
  return { ok: true, errors: [], done: previous.done + 1 };
}

/**
 * Deletes one of the member's own trades. One that is not there (deleted in another tab,
 * another member's id) is taken as deleted: what the member wanted is so.
 */
export async function deleteTradeAction(id: unknown): Promise<DeleteTradeResult> {
  const member = await writer();
  if ('refusal' in member) return refused(member.refusal);
  try {
    if (typeof id === 'string' && TRADE_ID.test(id)) await deleteTrade(member.email, id);
  } catch (error) {
    log('error', 'journal write failed', { action: 'delete', error });
    return refused('deleteFailed');
  }
  revalidatePath('/home/journal');
  return { ok: true };
}
