import {
  announcementsFor,
  inLanguage,
  notificationsLabel,
  readMarkerAfterViewing,
  unreadCount,
} from '../client';

const a = (id: string, courseIds: string[], publishedAt: number) => ({
  id,
  courseIds,
  publishedAt,
});

describe('the audience', () => {
  it("a member's list holds only theirs, newest first", () => {
    const all = [
      a('old', [], 1),
      a('other', ['q'], 5),
      a('new', ['x'], 9),
      a('mid', ['x', 'q'], 4),
    ];
    expect(announcementsFor(all, ['x']).map((x) => x.id)).toEqual(['new', 'mid', 'old']);
    expect(announcementsFor(all, ['q']).map((x) => x.id)).toEqual(['other', 'mid', 'old']);
    expect(announcementsFor(all, [])).toEqual([]);
  });
});

describe('the unread count', () => {
  const all = [a('1', [], 100), a('2', ['x'], 200), a('3', ['q'], 300), a('4', ['x'], 400)];

  it("counts the member's announcements published after the marker", () => {
    expect(unreadCount(all, ['x'], 0)).toBe(3);
    expect(unreadCount(all, ['x'], 100)).toBe(2);
    expect(unreadCount(all, ['x'], 400)).toBe(0);
    // One for a course the member does not have is never counted.
    expect(unreadCount(all, ['x'], 250)).toBe(1);
    expect(unreadCount(all, [], 0)).toBe(0);
  });

  it('viewing moves the marker to the newest seen, never back', () => {
    const seen = announcementsFor(all, ['x']);
    expect(readMarkerAfterViewing(seen, 0)).toBe(400);
    expect(unreadCount(all, ['x'], readMarkerAfterViewing(seen, 0))).toBe(0);
    expect(readMarkerAfterViewing([], 50)).toBe(50);
    expect(readMarkerAfterViewing([a('1', [], 10)], 50)).toBe(50);
  });

  it('one published after the page was read stays unread', () => {
    const seen = announcementsFor(all, ['x']);
    const later = [...all, a('5', ['x'], 500)];
    expect(unreadCount(later, ['x'], readMarkerAfterViewing(seen, 0))).toBe(1);
  });

  it('a deleted announcement leaves the count, whether it was read or not', () => {
    const withoutNewest = all.filter((x) => x.id !== '4');
    expect(unreadCount(withoutNewest, ['x'], 100)).toBe(1);
    // The marker may point at the deleted one's time: older ones stay read, newer ones count.
    expect(unreadCount(withoutNewest, ['x'], 400)).toBe(0);
    expect(unreadCount([...withoutNewest, a('5', ['x'], 500)], ['x'], 400)).toBe(1);
  });

  it('names the header link with the count', () => {
    expect(notificationsLabel(2)).toBe('Notifications, 2 unread');
    expect(notificationsLabel(0)).toBe('Notifications, 0 unread');
  });
});

describe('inLanguage', () => {
  const announcement = {
    id: 'a1',
    title: 'Market closed',
    markdown: 'No session on Friday.',
    courseIds: [],
    publishedAt: 1,
    by: 'op@example.com',
    editedAt: null,
    translations: { ms: { title: 'Pasaran ditutup' }, zh: { markdown: '星期五没有直播。' } },
  };

  it('gives each field in the reader’s language, else the English, keeping the rest', () => {
    expect(inLanguage(announcement, 'ms')).toEqual({
      ...announcement,
      title: 'Pasaran ditutup',
      markdown: 'No session on Friday.',
    });
    expect(inLanguage(announcement, 'zh')).toMatchObject({
      title: 'Market closed',
      markdown: '星期五没有直播。',
      publishedAt: 1,
    });
    expect(inLanguage(announcement, 'en')).toBe(announcement);
  });
});
