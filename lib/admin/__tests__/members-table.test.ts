import { consoleTime, memberHref, membersHref, membersQuery, sourcesLabel } from '../members-table';

describe('membersQuery', () => {
  it('reads the search as a prefix of record keys and the cursor as a record key', () => {
    expect(membersQuery({ q: '  Ann ', after: 'ann@example.com' })).toEqual({
      q: 'Ann',
      prefix: 'ann',
      after: 'ann@example.com',
    });
  });

  it('reads a missing, repeated or crafted parameter safely', () => {
    expect(membersQuery({})).toEqual({ q: '', prefix: '', after: null });
    expect(membersQuery({ q: ['b', 'c'], after: 'users/x' })).toEqual({
      q: 'b',
      prefix: 'b',
      after: null,
    });
  });
});

describe('membersHref and memberHref', () => {
  it('keeps the search and the cursor in the URL, and nothing for the first page', () => {
    expect(membersHref({ q: '' })).toBe('/admin');
    expect(membersHref({ q: 'a+b', after: 'a+b@x.com' })).toBe(
      '/admin?q=a%2Bb&after=a%2Bb%40x.com',
    );
  });

  it('links a member by the encoded address', () => {
    expect(memberHref('a+b@x.com')).toBe('/admin/members/a%2Bb%40x.com');
  });
});

describe('consoleTime and sourcesLabel', () => {
  it('writes an Auth date in UTC to the minute', () => {
    expect(consoleTime('Mon, 23 Nov 2026 21:54:09 GMT')).toBe('2026-11-23 21:54 UTC');
    expect(consoleTime(null)).toBe('never');
    expect(consoleTime('soon')).toBe('unknown');
  });

  it('lists the sources or says none', () => {
    expect(sourcesLabel(['manual', 'plan'])).toBe('manual, plan');
    expect(sourcesLabel([])).toBe('none');
  });
});
