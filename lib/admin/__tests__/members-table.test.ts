import { languageLabel, membersQuery, sourcesLabel } from '../members-table';

describe('membersQuery', () => {
  it('reads the search as a prefix of record keys and the cursor as a record key', () => {
    expect(membersQuery({ q: '  Ann ', after: 'ann@example.com' })).toEqual({
      q: 'Ann',
      prefix: 'ann',
      after: 'ann@example.com',
      language: null,
    });
  });

  it('reads the language filter, and anything but a language as none', () => {
    expect(membersQuery({ lang: 'ms' }).language).toBe('ms');
    expect(membersQuery({ lang: ['zh', 'en'] }).language).toBe('zh');
    expect(membersQuery({ lang: 'fr' }).language).toBeNull();
    expect(membersQuery({ lang: '' }).language).toBeNull();
  });

  it('reads a missing, repeated or crafted parameter safely', () => {
    expect(membersQuery({})).toEqual({ q: '', prefix: '', after: null, language: null });
    expect(membersQuery({ q: ['b', 'c'], after: 'users/x' })).toEqual({
      q: 'b',
      prefix: 'b',
      after: null,
      language: null,
    });
  });
});

describe('sourcesLabel', () => {
  it('lists the sources or says none', () => {
    expect(sourcesLabel(['manual', 'plan'])).toBe('manual, plan');
    expect(sourcesLabel([])).toBe('none');
  });
});

describe('languageLabel', () => {
  it('names the chosen language in English, or says none was chosen', () => {
    expect(languageLabel('ms')).toBe('Malay');
    expect(languageLabel('zh')).toBe('Chinese');
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel(null)).toBe('not chosen (English)');
  });
});
