import { editDetail } from '../audit-detail';
import { MESSAGE_MAX, parseAnnouncementForm, parseAnnouncementId, TITLE_MAX } from '../form';

describe('parseAnnouncementForm', () => {
  it('trims and de-duplicates', () => {
    expect(
      parseAnnouncementForm({ title: '  New  ', markdown: ' Hi \n', courseIds: ['a', 'a', 'b'] }),
    ).toEqual({
      ok: true,
      input: { title: 'New', markdown: 'Hi', courseIds: ['a', 'b'], translations: {} },
    });
  });

  it('keeps the Malay and Chinese words given, trimmed, and leaves out a language with none', () => {
    expect(
      parseAnnouncementForm({
        title: 'Market closed',
        markdown: 'No session on Friday.',
        courseIds: [],
        titleMs: ' Pasaran ditutup ',
        markdownMs: '',
        titleZh: '',
        markdownZh: '星期五没有直播。',
      }),
    ).toEqual({
      ok: true,
      input: {
        title: 'Market closed',
        markdown: 'No session on Friday.',
        courseIds: [],
        translations: { ms: { title: 'Pasaran ditutup' }, zh: { markdown: '星期五没有直播。' } },
      },
    });
  });

  it('refuses a translated title that is too long, naming its field', () => {
    expect(
      parseAnnouncementForm({ title: 't', markdown: 'm', titleZh: '长'.repeat(TITLE_MAX + 1) }),
    ).toEqual({
      ok: false,
      field: 'titleZh',
      error: `Chinese title: at most ${TITLE_MAX} characters.`,
    });
  });

  it.each([
    [{ title: ' ', markdown: 'x', courseIds: [] }, 'title', 'Title: enter a title.'],
    [
      { title: 'x'.repeat(TITLE_MAX + 1), markdown: 'x', courseIds: [] },
      'title',
      `Title: at most ${TITLE_MAX} characters.`,
    ],
    [{ title: 't', markdown: '\n', courseIds: [] }, 'markdown', 'Message: enter the message.'],
    [
      { title: 't', markdown: 'x'.repeat(MESSAGE_MAX + 1), courseIds: [] },
      'markdown',
      `Message: at most ${MESSAGE_MAX} characters.`,
    ],
    [
      { title: 't', markdown: 'x', courseIds: [3] },
      'courseIds',
      'Courses: choose courses from the list.',
    ],
  ])('refuses %j naming the field', (form, field, error) => {
    expect(parseAnnouncementForm(form)).toEqual({ ok: false, field, error });
  });

  it('a crafted call with no object reads as an empty form', () => {
    expect(parseAnnouncementForm(null)).toMatchObject({ ok: false, field: 'title' });
    expect(parseAnnouncementForm({ title: 't', markdown: 'm', courseIds: 'a' })).toEqual({
      ok: true,
      input: { title: 't', markdown: 'm', courseIds: [], translations: {} },
    });
  });
});

describe('parseAnnouncementId', () => {
  it('takes a document id and refuses anything else', () => {
    expect(parseAnnouncementId('AbC123')).toBe('AbC123');
    for (const bad of ['', 'a/b', 'x'.repeat(201), 3, null, undefined, ['a']])
      expect(parseAnnouncementId(bad)).toBeNull();
  });
});

describe('editDetail', () => {
  const before = { title: 'Old', markdown: 'one', courseIds: ['a', 'b'] };

  it('names what changed', () => {
    expect(editDetail(before, { title: 'New', markdown: 'two', courseIds: [] })).toBe(
      '"New": title "Old" → "New", message, audience courses a, b → every member with access',
    );
    expect(editDetail(before, { ...before, markdown: 'two' })).toBe('"Old": message');
  });

  it('names a changed translation, the only change included', () => {
    const translated = {
      ...before,
      translations: { ms: { title: 'Lama' }, zh: { markdown: '一' } },
    };
    expect(
      editDetail(translated, {
        ...before,
        translations: { ms: { title: 'Baru' }, zh: { markdown: '二' } },
      }),
    ).toBe('"Old": Malay title "Lama" → "Baru", Chinese message');
    expect(editDetail(before, { ...before, translations: { zh: { title: '旧' } } })).toBe(
      '"Old": Chinese title (none) → "旧"',
    );
    expect(editDetail(translated, { ...translated })).toBe('"Old": nothing changed');
  });

  it('the same courses in another order are no change', () => {
    expect(editDetail(before, { ...before, courseIds: ['b', 'a'] })).toBe('"Old": nothing changed');
  });
});
