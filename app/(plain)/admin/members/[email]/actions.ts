'use server';

import {
  grantCourses,
  moveMember,
  revokeCourses,
  sendPasswordReset,
  setDisabled,
} from '@/lib/accounts';
import { operatorAction, parseCourseChoice, parseFreeDays, type ActionResult } from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import type { MemberSession } from '@/lib/auth';
import { loadCatalog } from '@/lib/content';
import { addFreeDays, endAccessNow, reopenGrant } from '@/lib/grants';
import { isMailableKey, MemberError, memberKey } from '@/lib/members';

/**
 * The member page's actions. The page binds the member's e-mail (and a grant's key or a
 * course id) to each; a crafted call can send anything, so each is checked again here.
 */

const DONE: ActionResult = { ok: true, data: null };
const by = (operator: MemberSession) => byOperator(operator.member.email);

function memberOf(email: unknown): string {
  try {
    if (typeof email === 'string') return memberKey(email);
  } catch {}
  throw new MemberError('Not a valid e-mail address');
}

function textOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 300)
    throw new MemberError(`Not a valid ${what}`);
  return value;
}

const field = (input: unknown, name: string): unknown =>
  input && typeof input === 'object' ? (input as Record<string, unknown>)[name] : undefined;

export const grantCourse = operatorAction(
  'grantCourse',
  async (operator, email: string, input: { course: string }): Promise<ActionResult> => {
    const member = memberOf(email);
    const choice = parseCourseChoice(field(input, 'course'), await loadCatalog());
    if (!choice.ok) return choice;
    await grantCourses(member, [choice.data], by(operator));
    return DONE;
  },
);

export const revokeCourse = operatorAction(
  'revokeCourse',
  async (operator, email: string, courseId: string): Promise<ActionResult> => {
    await revokeCourses(memberOf(email), [textOf(courseId, 'course id')], by(operator));
    return DONE;
  },
);

export const addGrantFreeDays = operatorAction(
  'addGrantFreeDays',
  async (
    operator,
    email: string,
    grant: string,
    input: { days: string },
  ): Promise<ActionResult> => {
    const member = memberOf(email);
    const days = parseFreeDays(field(input, 'days'));
    if (!days.ok) return days;
    await addFreeDays(member, textOf(grant, 'grant'), days.data, by(operator));
    return DONE;
  },
);

export const endGrantNow = operatorAction(
  'endGrantNow',
  async (operator, email: string, grant: string): Promise<ActionResult> => {
    await endAccessNow(memberOf(email), textOf(grant, 'grant'), by(operator));
    return DONE;
  },
);

export const reopenGrantNow = operatorAction(
  'reopenGrantNow',
  async (operator, email: string, grant: string): Promise<ActionResult> => {
    await reopenGrant(memberOf(email), textOf(grant, 'grant'), by(operator));
    return DONE;
  },
);

export const setMemberDisabled = operatorAction(
  'setMemberDisabled',
  async (operator, email: string, disabled: boolean): Promise<ActionResult> => {
    if (typeof disabled !== 'boolean') throw new MemberError('Not a valid change');
    await setDisabled(memberOf(email), disabled, by(operator));
    return DONE;
  },
);

export const sendMemberPasswordReset = operatorAction(
  'sendMemberPasswordReset',
  async (operator, email: string): Promise<ActionResult> => {
    await sendPasswordReset(memberOf(email), by(operator));
    return DONE;
  },
);

/**
 * Moves the member to the address the operator typed (see moveMember); answers the key of
 * the record there, whose page the console opens next.
 */
export const moveMemberAddress = operatorAction(
  'moveMemberAddress',
  async (operator, email: string, input: { newEmail: string }): Promise<ActionResult<string>> => {
    const member = memberOf(email);
    let target: string;
    try {
      target = memberKey(String(field(input, 'newEmail') ?? ''));
    } catch {
      target = '';
    }
    if (!isMailableKey(target))
      return {
        ok: false,
        error: 'Enter a valid e-mail address (like name@example.com)',
        field: 'newEmail',
      };
    await moveMember(member, target, by(operator));
    return { ok: true, data: target };
  },
);
