import {
  addMemberMessage,
  courseNotInCatalog,
  EMAIL_INVALID,
  EMAIL_MISSING,
  parseAddMemberForm,
} from '../add-member-form';

const CATALOG = new Set(['course-a', 'course-b']);
const form = (email: unknown, courses: unknown[] = [], welcome: unknown = null) => ({
  email,
  courses,
  welcome,
});

describe('parseAddMemberForm', () => {
  it('reads the address as a record key, the picked courses once each and the welcome box', () => {
    expect(
      parseAddMemberForm(form(' Ann@Example.COM ', ['course-b', 'course-b'], 'on'), CATALOG),
    ).toEqual({
      ok: true,
      value: { email: 'ann@example.com', courses: ['course-b'], welcome: true },
    });
    expect(parseAddMemberForm(form('ann@example.com'), CATALOG)).toEqual({
      ok: true,
      value: { email: 'ann@example.com', courses: [], welcome: false },
    });
  });

  it('names the e-mail field for a missing or bad address', () => {
    expect(parseAddMemberForm(form('  '), CATALOG)).toEqual({
      ok: false,
      error: EMAIL_MISSING,
      field: 'email',
    });
    for (const bad of ['ann', 'ann@', 'a b@example.com', 'a/b@example.com', 'ann@localhost', 7]) {
      expect(parseAddMemberForm(form(bad), CATALOG)).toEqual(
        bad === 7
          ? { ok: false, error: EMAIL_MISSING, field: 'email' }
          : { ok: false, error: EMAIL_INVALID, field: 'email' },
      );
    }
  });

  it('refuses a course the catalog does not have, naming the courses field', () => {
    expect(parseAddMemberForm(form('ann@example.com', ['course-a', 'course-x']), CATALOG)).toEqual({
      ok: false,
      error: courseNotInCatalog(['course-x']),
      field: 'courses',
    });
    expect(courseNotInCatalog(['x', 'y'])).toBe('Courses: x, y are not in the course catalog.');
  });
});

describe('addMemberMessage', () => {
  const outcome = { email: 'ann@example.com', adopted: false, welcome: 'none' } as const;

  it('says whether the account was created, which courses were added, and the e-mail', () => {
    expect(
      addMemberMessage({ ...outcome, created: true, coursesAdded: ['Gold'], welcome: 'sent' }),
    ).toBe('Created ann@example.com. Courses added: Gold. The welcome e-mail was sent.');
    expect(
      addMemberMessage({ ...outcome, created: true, coursesAdded: ['Gold'], welcome: 'failed' }),
    ).toBe(
      "Created ann@example.com. Courses added: Gold. The welcome e-mail could not be sent: use “Send password-reset e-mail” on the member's page.",
    );
    expect(addMemberMessage({ ...outcome, created: false, coursesAdded: [] })).toBe(
      'ann@example.com already existed. No courses added.',
    );
    expect(
      addMemberMessage({ ...outcome, created: false, adopted: true, coursesAdded: [] }),
    ).toMatch(/did not make: its password was replaced/);
    expect(
      addMemberMessage({ ...outcome, created: false, refused: true, coursesAdded: ['Gold'] }),
    ).toBe(
      'The account with the address ann@example.com belongs to another member, whose e-mail address was changed: it opens nothing of this record (see the audit log). Courses added: Gold.',
    );
  });
});
