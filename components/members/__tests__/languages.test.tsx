/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { aClass, aCourse } from '@/lib/content/__tests__/fixtures';
import type { Locale } from '@/lib/i18n/client';
import { newLiveSession } from '@/lib/live/client';
import type { Dashboard } from '@/lib/progress/client';
import { ClassView } from '../class-view';
import { CourseList } from '../course-list';
import { MemberDashboard } from '../dashboard';
import { LiveSessionLists } from '../live-sessions';
import { renderIn } from './intl';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('../refresh-button', () => ({ RefreshButton: () => null }));

const category = { id: 'cat-1', name: 'Trading Foundations', order: 1 };
const candles = aCourse({
  id: 'course-candles',
  title: null,
  category,
  classes: [aClass({ id: 'c1', title: 'Anatomy of a Candle' }), aClass({ id: 'c2', title: null })],
});

function courseList(locale: Locale) {
  renderIn(
    <CourseList
      locale={locale}
      groups={[{ category, courses: [candles] }]}
      selectedId={null}
      completedClassIds={new Set(['c1'])}
      refresh={async () => ({ ok: true })}
    />,
    locale,
  );
}

const dashboard: Dashboard = {
  continueWith: { course: candles, courseClass: candles.classes[1]!, href: '/home?x' },
  newClasses: [{ course: candles, courseClass: candles.classes[0]!, href: '/home?y' }],
  courses: [
    {
      course: candles,
      href: '/home?z',
      progress: { completed: 1, total: 2, percent: 50 },
      inProgress: true,
    },
  ],
};

// Friday 4 December 2026, 12:00 UTC: a Friday in every zone from UTC−11 to UTC+11.
const session = newLiveSession(
  {
    id: 's1',
    title: 'Gold weekly outlook',
    startsAt: Date.UTC(2026, 11, 4, 12, 0),
    durationMinutes: 90,
    timeZone: 'Asia/Kuala_Lumpur',
    joinUrl: 'https://meet.example.com/gold',
    courseIds: ['course-candles'],
  },
  0,
);

function live(locale: Locale) {
  renderIn(
    <LiveSessionLists
      locale={locale}
      sessions={{ upcoming: [session], past: [], cancelled: [] }}
      selectedRecording={null}
    />,
    locale,
  );
  return within(screen.getByRole('article', { name: 'Gold weekly outlook' }));
}

describe('the course list', () => {
  it('stays in English as before', () => {
    courseList('en');
    expect(screen.getByRole('heading', { name: 'Courses' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Untitled Course' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '1 / 2 classes completed' })).toBeVisible();
  });

  it('speaks Malay', () => {
    courseList('ms');
    expect(screen.getByRole('heading', { name: 'Kursus' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kursus Tanpa Tajuk' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '1 / 2 kelas selesai' })).toBeVisible();
  });

  it('speaks Chinese', () => {
    courseList('zh');
    expect(screen.getByRole('heading', { name: '课程' })).toBeVisible();
    expect(screen.getByRole('link', { name: '未命名课程' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '已完成 1 / 2 堂课' })).toBeVisible();
  });
});

describe('the dashboard', () => {
  it('stays in English as before', () => {
    renderIn(<MemberDashboard locale="en" dashboard={dashboard} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    expect(screen.getByRole('link', { name: /^Continue:/ })).toHaveTextContent(
      'Continue: Untitled Class in Untitled Course',
    );
    expect(screen.getByText('In progress')).toBeVisible();
  });

  it('speaks Malay', () => {
    renderIn(<MemberDashboard locale="ms" dashboard={dashboard} />, 'ms');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Selamat kembali');
    expect(screen.getByRole('link', { name: /^Sambung:/ })).toHaveTextContent(
      'Sambung: Kelas Tanpa Tajuk dalam Kursus Tanpa Tajuk',
    );
    expect(screen.getByRole('heading', { name: 'Kursus anda' })).toBeVisible();
    expect(screen.getByText('Sedang diikuti')).toBeVisible();
  });

  it('speaks Chinese', () => {
    renderIn(<MemberDashboard locale="zh" dashboard={dashboard} />, 'zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('欢迎回来');
    expect(screen.getByRole('heading', { name: '您的课程' })).toBeVisible();
    expect(screen.getByText('学习中')).toBeVisible();
  });
});

describe('a class without its video', () => {
  it.each([
    ['en', 'No video available for this class', 'Untitled Class'],
    ['ms', 'Tiada video untuk kelas ini', 'Kelas Tanpa Tajuk'],
    ['zh', '这堂课没有视频', '未命名课堂'],
  ] as const)('says so in %s', (locale, noVideo, untitled) => {
    renderIn(
      <ClassView
        locale={locale}
        course={candles}
        courseClass={{ ...candles.classes[1]!, videoLink: null }}
        body={null}
        linkTargets={new Map()}
        progress={undefined}
      />,
      locale,
    );
    expect(screen.getByText(noVideo)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(untitled);
  });
});

describe('a live session’s time', () => {
  it('reads in English as before', () => {
    const card = live('en');
    expect(card.getByText(/^Fri, 4 Dec 2026, \d\d:\d\d/)).toBeVisible();
    expect(card.getByText(/· 1 h 30 min$/)).toBeVisible();
    expect(card.getByRole('link', { name: /^Join the session/ })).toBeVisible();
  });

  it('names Friday "Jumaat" in Malay', () => {
    const card = live('ms');
    expect(card.getByText(/^Jumaat, 4 Dis 2026, \d\d:\d\d/)).toBeVisible();
    expect(card.getByText(/· 1 jam 30 minit$/)).toBeVisible();
    expect(card.getByRole('link', { name: /^Sertai sesi/ })).toBeVisible();
  });

  it('names Friday "星期五" in Chinese', () => {
    const card = live('zh');
    expect(card.getByText(/^2026年12月4日星期五 \d\d:\d\d/)).toBeVisible();
    expect(card.getByText(/· 1 小时 30 分钟$/)).toBeVisible();
    expect(card.getByRole('link', { name: /^加入直播/ })).toBeVisible();
  });
});
