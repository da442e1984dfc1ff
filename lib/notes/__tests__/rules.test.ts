import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import {
  byMoment,
  canAddNote,
  noteHref,
  noteMessage,
  NOTES_PER_MEMBER,
  noteTextProblem,
  noteTime,
  pinSeconds,
  type Note,
  type NoteProblem,
} from '../rules';

const note = (over: Partial<Note>): Note => ({
  id: 'a'.repeat(20),
  courseId: 'course-1',
  classId: 'class-1',
  seconds: 0,
  text: 'x',
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

describe('noteTime', () => {
  it('is m:ss under an hour and h:mm:ss past it, whole seconds down', () => {
    expect(noteTime(0)).toBe('0:00');
    expect(noteTime(9.99)).toBe('0:09');
    expect(noteTime(70)).toBe('1:10');
    expect(noteTime(3599)).toBe('59:59');
    expect(noteTime(3600)).toBe('1:00:00');
    expect(noteTime(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
  });
});

describe('pinSeconds', () => {
  it('pins to the whole second before, and to 0 when the player knows no time', () => {
    expect(pinSeconds(70.9)).toBe(70);
    expect(pinSeconds(Number.NaN)).toBe(0);
    expect(pinSeconds(-3)).toBe(0);
  });
});

describe('limits', () => {
  it('accepts up to 2,000 characters and names the length past them', () => {
    expect(noteTextProblem('a'.repeat(2000))).toBeNull();
    expect(noteTextProblem('a'.repeat(2001))).toEqual({ error: 'tooLong', length: 2001 });
  });

  it('refuses an empty or blank note', () => {
    expect(noteTextProblem('')).toEqual({ error: 'empty' });
    expect(noteTextProblem(' \n\t')).toEqual({ error: 'empty' });
  });

  it('lets a member hold 500 notes and no more', () => {
    expect(NOTES_PER_MEMBER).toBe(500);
    expect(canAddNote(0)).toBe(true);
    expect(canAddNote(499)).toBe(true);
    expect(canAddNote(500)).toBe(false);
    expect(canAddNote(501)).toBe(false);
  });
});

describe('noteMessage', () => {
  const say = (locale: Locale, problem: NoteProblem) => {
    const t = getTranslator(locale, 'notes');
    return noteMessage((key, values) => t(key, values), problem);
  };

  it('words each problem as the spec has it in English, the limits through Intl', () => {
    expect(say('en', { error: 'tooLong', length: 2001 })).toBe(
      'A note can be at most 2,000 characters; this one has 2,001. Shorten it to save it.',
    );
    expect(say('en', { error: 'limit' })).toBe(
      'You have 500 notes, the most a member can keep. Delete one to add another.',
    );
    expect(say('en', { error: 'empty' })).toBe('Write something first.');
    expect(say('en', { error: 'notSignedIn' })).toBe('Please log in again.');
  });

  it("words them in the member's language", () => {
    expect(say('ms', { error: 'tooLong', length: 2001 })).toBe(
      'Nota hanya boleh mengandungi maksimum 2,000 aksara; nota ini ada 2,001 aksara. Sila pendekkan untuk menyimpannya.',
    );
    expect(say('zh', { error: 'limit' })).toBe(
      '您已有 500 条笔记，这是每位会员的上限。请先删除一条再添加。',
    );
    expect(say('zh', { error: 'failed' })).toBe('无法保存您的笔记，请重试。');
  });
});

describe('noteHref', () => {
  it('opens the class at the moment, ids encoded', () => {
    expect(noteHref({ courseId: 'c-1', classId: 'k.2', seconds: 70.6 })).toBe(
      '/home?course=c-1&class=k.2&t=70',
    );
  });
});

describe('byMoment', () => {
  it('orders by moment, then by creation', () => {
    const notes = [
      note({ id: 'c'.repeat(20), seconds: 50, createdAt: 1 }),
      note({ id: 'b'.repeat(20), seconds: 10, createdAt: 5 }),
      note({ id: 'a'.repeat(20), seconds: 10, createdAt: 2 }),
    ];
    expect(notes.sort(byMoment).map((n) => n.id[0])).toEqual(['a', 'b', 'c']);
  });
});
