import { deleteNoteAction, editNoteAction } from '../actions';

/** The notes' actions when Firestore fails: the member reads what did not happen. */
jest.mock('@/lib/auth', () => ({
  getCurrentSession: async () => ({
    member: { uid: 'uid-ann', email: 'ann@example.com' },
    record: {},
  }),
  getRequestLocale: async () => mockLocale.current,
}));
jest.mock('@/lib/notes', () => ({
  ...jest.requireActual('@/lib/notes/client'),
  ...jest.requireActual('@/lib/notes/schema'),
  createNote: jest.fn(),
  deleteNote: async () => {
    throw new Error('firestore unavailable');
  },
  editNote: async () => {
    throw new Error('firestore unavailable');
  },
}));
jest.mock('@/lib/grants', () => ({ isOpenClass: jest.fn(), loadMemberCourses: jest.fn() }));
jest.mock('@/lib/rate-limit', () => ({
  RateLimiter: class {
    allow = async () => true;
  },
}));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const mockLocale = { current: 'en' };
const noteId = 'a'.repeat(20);

it.each([
  ['en', 'Could not delete your note. Please try again.'],
  ['ms', 'Nota anda tidak dapat dipadam. Sila cuba lagi.'],
  ['zh', '无法删除您的笔记，请重试。'],
])('says in %s that a delete that broke deleted nothing', async (language, message) => {
  mockLocale.current = language;
  expect(await deleteNoteAction({ noteId })).toEqual({ ok: false, error: message });
});

it('still says that an edit that broke saved nothing', async () => {
  mockLocale.current = 'en';
  expect(await editNoteAction({ noteId, text: 'Entry after the retest' })).toEqual({
    ok: false,
    error: 'Could not save your note. Please try again.',
  });
});
