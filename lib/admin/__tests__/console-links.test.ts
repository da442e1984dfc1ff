import { consoleHref, memberHref, membersHref } from '../console-links';

describe('consoleHref', () => {
  it('builds console links with encoded parameters and leaves empty ones out', () => {
    expect(
      consoleHref('/admin/audit', { member: 'a+b@example.com', actor: '', cursor: null }),
    ).toBe('/admin/audit?member=a%2Bb%40example.com');
    expect(consoleHref('/admin/audit', {})).toBe('/admin/audit');
  });
});

describe('membersHref and memberHref', () => {
  it('keeps the search and the cursor in the URL, and nothing for the first page', () => {
    expect(membersHref({ q: '' })).toBe('/admin/members');
    expect(membersHref({ q: 'a+b', after: 'a+b@x.com' })).toBe(
      '/admin/members?q=a%2Bb&after=a%2Bb%40x.com',
    );
    expect(membersHref({ q: '', after: 'b@x.com' })).toBe('/admin/members?after=b%40x.com');
  });

  it('links a member by the encoded address', () => {
    expect(memberHref('a+b@x.com')).toBe('/admin/members/a%2Bb%40x.com');
  });
});
