import {
  courseIdsOf,
  InvalidEmailError,
  isMailableKey,
  memberKey,
  userDocPath,
} from '../course-ids';

describe('courseIdsOf', () => {
  it('keeps non-empty string ids', () => {
    expect(courseIdsOf(['course-a', '', 42, null, 'course-b'])).toEqual(['course-a', 'course-b']);
  });

  it('reads a missing or malformed field as no courses', () => {
    expect(courseIdsOf(undefined)).toEqual([]);
    expect(courseIdsOf('course-a')).toEqual([]);
    expect(courseIdsOf({ 0: 'course-a' })).toEqual([]);
  });
});

describe('memberKey', () => {
  it('keys the record by the e-mail with ASCII letters lower-cased', () => {
    expect(userDocPath('Ana@Example.COM')).toBe('users/ana@example.com');
    expect(memberKey(' ana@example.com ')).toBe('ana@example.com');
  });

  it('never folds two distinct addresses onto one key', () => {
    // U+212A KELVIN SIGN lower-cases to 'k' under Unicode rules.
    expect(memberKey('\u212Aate@example.com')).not.toBe(memberKey('kate@example.com'));
    expect(memberKey('\u0130nci@example.com')).not.toBe(memberKey('inci@example.com'));
  });

  it('refuses what could change the document path or is no address', () => {
    for (const bad of [
      'a/b@example.com',
      'ana@example.com/progress/x',
      '../x@example.com/..',
      'no-at-sign',
      '@example.com',
      'ana@',
      'two@at@example.com',
      'sp ace@example.com',
      '__ana@example.com__',
      '',
    ])
      expect(() => memberKey(bad)).toThrow(InvalidEmailError);
  });
});

describe('isMailableKey', () => {
  it('takes an address with a dotted domain, up to 254 characters', () => {
    expect(isMailableKey('ana@example.com')).toBe(true);
    expect(isMailableKey('ana.lim+fx@mail.example.com.my')).toBe(true);
    expect(isMailableKey(`${'a'.repeat(243)}@example.my`)).toBe(true);
  });

  it('refuses the typos memberKey lets through, and a longer address', () => {
    for (const typo of ['ana@gmail', 'ana@gmail,com', 'ana@.com', 'ana@gmail.', 'ana@gmail..com'])
      expect([typo, isMailableKey(typo)]).toEqual([typo, false]);
    expect(isMailableKey(`${'a'.repeat(244)}@example.my`)).toBe(false);
  });
});
