'use server';

import { revalidatePath } from 'next/cache';
import { operatorAction } from '@/lib/admin';
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
  return done ? { ok: true, data: null } : { ok: false, error: NO_POST };
});

const remove = operatorAction('communityDelete', async (operator, form: FormData) => {
  const ref = refOf(form);
  if (!ref.success) return { ok: false, error: NO_POST };
  const done = await deletePostAsOperator(ref.data, byOperator(operator.member.email));
  return done ? { ok: true, data: null } : { ok: false, error: NO_POST };
});

const mute = operatorAction('communityMute', async (operator, form: FormData) => {
  const input = muteInput.safeParse({
    email: form.get('email'),
    days: Number(form.get('days')),
  });
  if (!input.success) return { ok: false, error: 'Give a number of days from 1 to 365.' };
  await muteMember(input.data.email, input.data.days, byOperator(operator.member.email));
  return { ok: true, data: null };
});

const close = operatorAction('communityCloseReport', async (operator, form: FormData) => {
  const id = form.get('reportId');
  if (typeof id !== 'string' || !/^[0-9a-f]{40}$/.test(id)) return { ok: false, error: NO_POST };
  await closeReport(id, byOperator(operator.member.email));
  return { ok: true, data: null };
});

const coach = operatorAction('communityCoach', async (operator, form: FormData) => {
  const email = form.get('email');
  // The store keys the address as records are and refuses one with no member record.
  if (typeof email !== 'string') return { ok: false, error: 'No such member.' };
  await setCoach(email, form.get('coach') === 'true', byOperator(operator.member.email));
  return { ok: true, data: null };
});

/** Form actions: the page shows the new state after each (a refusal changes nothing). */
export async function hidePost(form: FormData): Promise<void> {
  await hide(form);
  revalidatePath(ROUTE);
}
export async function deletePost(form: FormData): Promise<void> {
  await remove(form);
  revalidatePath(ROUTE);
}
export async function muteAuthor(form: FormData): Promise<void> {
  await mute(form);
  revalidatePath(ROUTE);
}
export async function dismissReport(form: FormData): Promise<void> {
  await close(form);
  revalidatePath(ROUTE);
}
export async function setCoachRole(form: FormData): Promise<void> {
  await coach(form);
  revalidatePath('/admin/members');
}
