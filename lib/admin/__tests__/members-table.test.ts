import { membersQuery, sourcesLabel } from '../members-table';

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

describe('sourcesLabel', () => {
  it('lists the sources or says none', () => {
    expect(sourcesLabel(['manual', 'plan'])).toBe('manual, plan');
    expect(sourcesLabel([])).toBe('none');
  });
});
