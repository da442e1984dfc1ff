import { InvalidEmailError, isMailableKey, memberKey } from '../members/client';

/** The add-member form's fields, by the names the form posts. */
export const ADD_MEMBER_FIELDS = {
  email: 'email',
  courses: 'courses',
  welcome: 'welcome',
} as const;

export type AddMemberInput = { email: string; courses: string[]; welcome: boolean };
export type AddMemberParse =
  { ok: true; value: AddMemberInput } | { ok: false; error: string; field: string };

export const EMAIL_MISSING = 'E-mail: enter the member’s e-mail address.';
export const EMAIL_INVALID = 'E-mail: this is not a valid e-mail address (like name@example.com).';
export const courseNotInCatalog = (ids: string[]) =>
  `Courses: ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not in the course catalog.`;

/**
 * Reads the posted form: the e-mail as a record key, the picked courses (each must be in
 * the catalog: the picker offers nothing else, a crafted post is refused), the welcome box.
 */
export function parseAddMemberForm(
  form: { email: unknown; courses: unknown[]; welcome: unknown },
  catalogIds: ReadonlySet<string>,
): AddMemberParse {
  const typed = typeof form.email === 'string' ? form.email.trim() : '';
  if (!typed) return { ok: false, error: EMAIL_MISSING, field: ADD_MEMBER_FIELDS.email };
  let email: string;
  try {
    email = memberKey(typed);
  } catch (error) {
    if (!(error instanceof InvalidEmailError)) throw error;
    return { ok: false, error: EMAIL_INVALID, field: ADD_MEMBER_FIELDS.email };
  }
  if (!isMailableKey(email))
    return { ok: false, error: EMAIL_INVALID, field: ADD_MEMBER_FIELDS.email };
  const courses = [...new Set(form.courses.filter((id): id is string => typeof id === 'string'))];
  const unknown = courses.filter((id) => !catalogIds.has(id));
  if (unknown.length > 0)
    return { ok: false, error: courseNotInCatalog(unknown), field: ADD_MEMBER_FIELDS.courses };
  return { ok: true, value: { email, courses, welcome: form.welcome === 'on' } };
}

export type AddMemberOutcome = {
  email: string;
  created: boolean;
  adopted: boolean;
  /** The address's account belongs to another member record: see provisionAccount. */
  refused?: boolean;
  /** Titles (or ids) of the courses the member did not have before. */
  coursesAdded: string[];
  /** The welcome e-mail: sent, asked for and failed (Auth's daily quota, an outage), or neither. */
  welcome: 'sent' | 'failed' | 'none';
};

const WELCOME_TEXT = {
  sent: ' The welcome e-mail was sent.',
  failed:
    " The welcome e-mail could not be sent: use “Send password-reset e-mail” on the member's page.",
  none: '',
} as const;

/** What the operator is told after adding a member. */
export function addMemberMessage(outcome: AddMemberOutcome): string {
  const account = outcome.created
    ? `Created ${outcome.email}.`
    : outcome.refused
      ? `The account with the address ${outcome.email} belongs to another member, whose e-mail address was changed: it opens nothing of this record (see the audit log).`
      : outcome.adopted
        ? `${outcome.email} had an account this site did not make: its password was replaced, its sessions ended and its owner was sent the set-password e-mail.`
        : `${outcome.email} already existed.`;
  const courses = outcome.coursesAdded.length
    ? ` Courses added: ${outcome.coursesAdded.join(', ')}.`
    : ' No courses added.';
  return `${account}${courses}${WELCOME_TEXT[outcome.welcome]}`;
}

/** The add-member action's answer (an ActionResult), null before the first submit. */
export type AddMemberState =
  | { ok: true; data: { email: string; message: string } }
  | { ok: false; error: string; field?: string }
  | null;
