'use server';

import { addMember, sendSetPasswordEmail } from '@/lib/accounts';
import {
  addMemberMessage,
  operatorAction,
  parseAddMemberForm,
  type AddMemberState,
} from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import { loadCatalog } from '@/lib/content';
import { log } from '@/lib/log';
import { fetchMemberRecord, MANUAL_GRANT } from '@/lib/members';

/**
 * The set-password e-mail to a new member. The member exists by now, so a failure (Auth's
 * daily quota, an outage) is said, not thrown: the operator is not told the add failed, and
 * a retry would find the account and send nothing.
 */
async function sendWelcome(email: string): Promise<'sent' | 'failed'> {
  try {
    await sendSetPasswordEmail(email);
    return 'sent';
  } catch (error) {
    log('error', 'welcome e-mail failed', { action: 'addMember', error });
    return 'failed';
  }
}

/**
 * Adds a member as `members -- add` does (addMember), recorded as the operator's change;
 * the welcome e-mail is the set-password e-mail, sent to a new account only.
 */
export const addMemberAction = operatorAction(
  'addMember',
  async (
    operator,
    _previous: AddMemberState,
    form: FormData,
  ): Promise<NonNullable<AddMemberState>> => {
    const picked = form.getAll('courses');
    // Only picked courses need the catalog: during a Contentful outage the page offers adding
    // a member without any, and that must not fail on the catalog.
    const courseList = picked.length > 0 ? (await loadCatalog()).courses : [];
    const parsed = parseAddMemberForm(
      { email: form.get('email'), courses: picked, welcome: form.get('welcome') },
      new Set(courseList.map((course) => course.id)),
    );
    if (!parsed.ok) return parsed;
    const { email, courses, welcome } = parsed.value;
    const before = (await fetchMemberRecord(email)).grants[MANUAL_GRANT]?.courses ?? [];
    const result = await addMember(email, { courses, by: byOperator(operator.member.email) });
    const welcomed = welcome && result.created ? await sendWelcome(email) : 'none';
    const titles = new Map(courseList.map((course) => [course.id, course.title ?? course.id]));
    const coursesAdded = result.coursesChanged
      ? courses.filter((id) => !before.includes(id)).map((id) => titles.get(id) ?? id)
      : [];
    return {
      ok: true,
      data: {
        email,
        message: addMemberMessage({ ...result, email, coursesAdded, welcome: welcomed }),
      },
    };
  },
);
