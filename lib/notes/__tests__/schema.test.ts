import { createNoteInput, deleteNoteInput, editNoteInput, firstIssue } from '../schema';

const valid = {
  courseId: 'course-1',
  classId: 'class-1',
  seconds: 70.7,
  text: 'Entry on the retest',
};

describe('createNoteInput', () => {
  it('takes a class, a moment in whole seconds and the text as typed', () => {
    expect(createNoteInput.parse(valid)).toEqual({ ...valid, seconds: 70 });
    expect(createNoteInput.parse({ ...valid, text: '  keep  spaces ' }).text).toBe(
      '  keep  spaces ',
    );
  });

  it('refuses ids that are not entry ids, and moments outside a day', () => {
    expect(createNoteInput.safeParse({ ...valid, courseId: '../x' }).success).toBe(false);
    expect(createNoteInput.safeParse({ ...valid, classId: 'a/b' }).success).toBe(false);
    expect(createNoteInput.safeParse({ ...valid, seconds: -1 }).success).toBe(false);
    expect(createNoteInput.safeParse({ ...valid, seconds: Number.NaN }).success).toBe(false);
    expect(createNoteInput.safeParse({ ...valid, seconds: 86_401 }).success).toBe(false);
    expect(createNoteInput.safeParse({ ...valid, seconds: '5' }).success).toBe(false);
  });

  it('answers the problem the member can act on, else that the note could not be read', () => {
    const parsed = createNoteInput.safeParse({ ...valid, text: 'a'.repeat(2001) });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(firstIssue(parsed.error)).toEqual({ error: 'tooLong', length: 2001 });
    const blank = createNoteInput.safeParse({ ...valid, text: '   ' });
    if (!blank.success) expect(firstIssue(blank.error)).toEqual({ error: 'empty' });
    else throw new Error('a blank note parsed');
    const odd = createNoteInput.safeParse({ ...valid, classId: 'a/b' });
    if (!odd.success) expect(firstIssue(odd.error)).toEqual({ error: 'invalid' });
    else throw new Error('a malformed class id parsed');
  });
});

describe('note ids', () => {
  it('are Firestore automatic ids and nothing else', () => {
    expect(deleteNoteInput.safeParse({ noteId: 'AbCdEfGhIjKlMnOpQrSt' }).success).toBe(true);
    for (const noteId of ['', 'short', '../../users/x@example.com', 'AbCdEfGhIjKlMnOpQrS/', 5])
      expect(deleteNoteInput.safeParse({ noteId }).success).toBe(false);
    expect(editNoteInput.safeParse({ noteId: 'AbCdEfGhIjKlMnOpQrSt', text: 'ok' }).success).toBe(
      true,
    );
  });
});
