import MarkdownIt from 'markdown-it';
import { aClass, aCourse } from '../../content/__tests__/fixtures';
import { untitledNames } from '../../content/client';
import { getTranslator } from '../../i18n';
import { groupNotes } from '../groups';
import { escapeMarkdown, notesMarkdown } from '../markdown';
import type { Note } from '../rules';

const md = new MarkdownIt();
/** The text a reader sees once the Markdown is rendered, tags removed, entities decoded. */
const rendered = (markdown: string) =>
  md
    .render(markdown)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

const note = (over: Partial<Note>): Note => ({
  id: 'n'.repeat(20),
  courseId: 'course-1',
  classId: 'class-1',
  seconds: 70,
  text: 'text',
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

describe('escapeMarkdown', () => {
  it.each([
    '*not emphasis* and _not either_',
    '[a link](https://example.com)',
    '![image](x.png)',
    '<script>alert(1)</script>',
    '`code` and ~~strike~~',
    'a | table | row',
    '&amp; stays as typed',
    'back\\slash',
  ])('renders %p as the literal text', (text) => {
    expect(rendered(escapeMarkdown(text))).toBe(text);
  });

  it.each(['# heading', '> quote', '- item', '+ item', '1. item', '2) item', '---', '==='])(
    'keeps %p at a line start from becoming a block',
    (text) => {
      const html = md.render(escapeMarkdown(text));
      expect(html).toMatch(/^<p>/);
      expect(rendered(escapeMarkdown(text))).toBe(text);
    },
  );

  it('never produces HTML from the text', () => {
    expect(md.render(escapeMarkdown('<img src=x onerror=alert(1)>'))).not.toContain('<img');
  });
});

describe('notesMarkdown', () => {
  const course = aCourse({
    id: 'course-1',
    title: 'Risk *basics*',
    classes: [aClass({ id: 'class-1', title: 'Stops' }), aClass({ id: 'class-2', title: 'Size' })],
  });
  const notes = [
    note({ id: 'a'.repeat(20), seconds: 70, text: 'Entry *after* the retest\n# not a heading' }),
    note({ id: 'b'.repeat(20), classId: 'class-2', seconds: 3700, text: 'Size [x](y)' }),
    note({ id: 'c'.repeat(20), courseId: 'gone', classId: 'gone-1', text: 'Old <b>note</b>' }),
  ];
  const file = notesMarkdown(
    groupNotes(notes, [course], untitledNames(getTranslator('en', 'members'))),
    {
      siteUrl: 'https://academy.example/',
      siteName: 'Apex Traders Academy',
      exportedAt: new Date('2026-11-26T00:00:00Z'),
      locale: 'en',
      timeZone: 'Asia/Kuala_Lumpur',
    },
  );

  it('lists notes by course and class with links to their moments', () => {
    expect(file).toContain('## Risk \\*basics\\*');
    expect(file).toContain('### Stops');
    expect(file).toContain(
      '- [1:10](<https://academy.example/home?course=course-1&class=class-1&t=70>): Entry \\*after\\* the retest  \n  \\# not a heading',
    );
    expect(file).toContain(
      '[1:01:40](<https://academy.example/home?course=course-1&class=class-2&t=3700>)',
    );
  });

  it("dates the export by the member's day, not UTC's", () => {
    const at = (timeZone: string) =>
      notesMarkdown(groupNotes([], [course], untitledNames(getTranslator('en', 'members'))), {
        siteUrl: 'https://academy.example',
        siteName: 'Apex Traders Academy',
        // 07:30 on 5 March in Johor Bahru; still 4 March in UTC.
        exportedAt: new Date('2026-03-04T23:30:00Z'),
        locale: 'en',
        timeZone,
      });
    expect(at('Asia/Kuala_Lumpur')).toContain('exported 2026-03-05');
    expect(at('Europe/London')).toContain('exported 2026-03-04');
  });

  it('keeps notes of classes the member cannot open apart, without their class', () => {
    const [, elsewhere] = file.split('## Classes you no longer have access to');
    expect(elsewhere).toContain('- 1:10: Old \\<b\\>note\\</b\\>');
    expect(file).not.toContain('gone-1');
    expect(md.render(file)).not.toContain('<b>');
  });

  it('renders the text of every note literally', () => {
    const html = md.render(file);
    expect(html).not.toContain('<em>after</em>');
    expect(html).not.toContain('<h1># not');
    expect(html).toContain('Entry *after* the retest');
    expect(html).toContain('Size [x](y)');
  });

  it('opens with its heading and the date it was exported', () => {
    expect(file.startsWith('# Notes\n\nApex Traders Academy, exported 2026-11-26.\n')).toBe(true);
  });

  it("is worded in the member's language, their notes and course titles as written", () => {
    const zh = notesMarkdown(
      groupNotes(notes, [course], untitledNames(getTranslator('zh', 'members'))),
      {
        siteUrl: 'https://academy.example/',
        siteName: 'Apex Traders Academy',
        exportedAt: new Date('2026-11-26T00:00:00Z'),
        locale: 'zh',
        timeZone: 'Asia/Kuala_Lumpur',
      },
    );
    expect(zh.startsWith('# 笔记\n\nApex Traders Academy，导出于 2026-11-26。\n')).toBe(true);
    expect(zh).toContain('## 您已无法访问的课堂');
    expect(zh).toContain('## Risk \\*basics\\*');
    expect(zh).not.toContain('Classes you no longer have access to');
    const empty = notesMarkdown(
      groupNotes([], [course], untitledNames(getTranslator('ms', 'members'))),
      {
        siteUrl: 'https://a.example',
        siteName: 'A',
        exportedAt: new Date(0),
        locale: 'ms',
        timeZone: 'Asia/Kuala_Lumpur',
      },
    );
    expect(empty).toContain('Anda belum ada nota.');
  });

  it('says so when there are no notes', () => {
    expect(
      notesMarkdown(groupNotes([], [course], untitledNames(getTranslator('en', 'members'))), {
        siteUrl: 'https://a.example',
        siteName: 'A',
        exportedAt: new Date(0),
        locale: 'en',
        timeZone: 'Asia/Kuala_Lumpur',
      }),
    ).toContain('You have no notes yet.');
  });
});

describe('groupNotes', () => {
  it('shows a locked class by title without a link, and a class not in the courses apart', () => {
    const locked = { ...aClass({ id: 'class-1', title: 'Later' }), opensAt: 1_900_000_000_000 };
    const grouped = groupNotes(
      [note({}), note({ id: 'z'.repeat(20), classId: 'class-9' })],
      [aCourse({ classes: [locked] })],
      untitledNames(getTranslator('en', 'members')),
    );
    expect(grouped.courses[0]!.classes[0]).toMatchObject({ title: 'Later', locked: true });
    expect(grouped.elsewhere.map((n) => n.classId)).toEqual(['class-9']);
  });

  it("names a course and a class published without a title in the member's language", () => {
    const grouped = groupNotes(
      [note({})],
      [aCourse({ title: null, classes: [aClass({ id: 'class-1', title: null })] })],
      untitledNames(getTranslator('zh', 'members')),
    );
    expect(grouped.courses[0]).toMatchObject({
      title: '未命名课程',
      classes: [{ title: '未命名课堂' }],
    });
  });
});
