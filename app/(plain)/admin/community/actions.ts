'use server';

import { revalidatePath } from 'next/cache';
import { formatTime, operatorAction, type ActionResult } from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import {
  closeReport,
  deletePostAsOperator,
  muteInput,
  muteMember,
  postRef,
  setCoach,
  setPostHidden,
} from '@/lib/community';

const ROUTE = '/admin/community';
const NO_POST = 'There is no such post.';
const NO_MEMBER = 'No such member.';
const NO_REPORT = 'That report no longer exists.';

/** A post named by a form: its question, and its answer if any. */
function refOf(form: FormData) {
  const answerId = form.get('answerId');
  return postRef.safeParse({
    threadId: form.get('threadId'),
    answerId: typeof answerId === 'string' && answerId !== '' ? answerId : null,
  });
}

const hide = operatorAction('communityHide', async (operator, form: FormData) => {
  const ref = refOf(form);
  if (!ref.success) return { ok: false, error: NO_POST };
  const hidden = form.get('hidden') === 'true';
  const done = await setPostHidden(ref.data, hidden, byOperator(operator.member.email));
  if (!done) return { ok: false, error: NO_POST };
  return {
    ok: true,
    data: hidden
      ? 'Hidden: members no longer see the post.'
      : 'Restored: members see the post again.',
  };
});

const remove = operatorAction('communityDelete', async (operator, form: FormData) => {
  const ref = refOf(form);
  if (!ref.success) return { ok: false, error: NO_POST };
  const done = await deletePostAsOperator(ref.data, byOperator(operator.member.email));
  if (!done) return { ok: false, error: NO_POST };
  return { ok: true, data: 'Deleted, and its reports closed.' };
});

const mute = operatorAction('communityMute', async (operator, form: FormData) => {
  const input = muteInput.safeParse({
    email: form.get('email'),
    days: Number(form.get('days')),
  });
  if (!input.success)
    return input.error.issues.some((issue) => issue.path[0] === 'email')
      ? { ok: false, error: NO_MEMBER }
      : { ok: false, error: 'Give a number of days from 1 to 365.' };
  const { email, days } = input.data;
  const until = await muteMember(email, days, byOperator(operator.member.email));
  return {
    ok: true,
    data: `Muted for ${days} ${days === 1 ? 'day' : 'days'}: no posting until ${formatTime(until)}.`,
  };
});

const close = operatorAction('communityCloseReport', async (operator, form: FormData) => {
  const id = form.get('reportId');
  if (typeof id !== 'string' || !/^[0-9a-f]{40}$/.test(id)) return { ok: false, error: NO_POST };
  if (!(await closeReport(id, byOperator(operator.member.email))))
    return { ok: false, error: NO_REPORT };
  return { ok: true, data: 'Report closed.' };
});

const coach = operatorAction('communityCoach', async (operator, form: FormData) => {
  const email = form.get('email');
  // The store keys the address as records are and refuses one with no member record.
  if (typeof email !== 'string') return { ok: false, error: NO_MEMBER };
  const given = form.get('coach') === 'true';
  await setCoach(email, given, byOperator(operator.member.email));
  return {
    ok: true,
    data: given ? 'Coach role given: their answers carry the Coach badge.' : 'Coach role removed.',
  };
});

/**
 * A form action: the operator reads its answer (a refusal says why and changes nothing), and
 * `path` is read again.
 */
function thenRevalidate(
  action: (form: FormData) => Promise<ActionResult<string>>,
  path: string,
): (form: FormData) => Promise<ActionResult<string>> {
  return async (form) => {
    const result = await action(form);
    revalidatePath(path);
    return result;
  };
}

export const hidePost = thenRevalidate(hide, ROUTE);
export const deletePost = thenRevalidate(remove, ROUTE);
export const muteAuthor = thenRevalidate(mute, ROUTE);
export const dismissReport = thenRevalidate(close, ROUTE);
export const setCoachRole = thenRevalidate(coach, '/admin/members');
