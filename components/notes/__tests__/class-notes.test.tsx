/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLanguage } from '@/dev/test-run/intl';
import type { Locale } from '@/lib/i18n/client';
import type { Note, NoteActions } from '@/lib/notes/client';
import { ClassNotes } from '../class-notes';

const note: Note = {
  id: 'a'.repeat(20),
  courseId: 'course-1',
  classId: 'class-1',
  seconds: 70,
  text: 'Entry after the retest',
  createdAt: 1,
  updatedAt: 1,
};

const actions = {
  create: jest.fn<ReturnType<NoteActions['create']>, Parameters<NoteActions['create']>>(),
  edit: jest.fn<ReturnType<NoteActions['edit']>, Parameters<NoteActions['edit']>>(),
  remove: jest.fn<ReturnType<NoteActions['remove']>, Parameters<NoteActions['remove']>>(),
};

function renderNotes(locale: Locale, initialNotes: Note[] | null = [note]) {
  render(
    <ClassNotes
      courseId="course-1"
      classId="class-1"
      initialNotes={initialNotes}
      hasVideo
      {...actions}
    />,
    { wrapper: inLanguage(locale, ['notes']) },
  );
}

afterEach(() => jest.clearAllMocks());

describe('ClassNotes', () => {
  it('keeps its English words', async () => {
    renderNotes('en');
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your notes on this class' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play from 1:10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the note at 1:10' })).toBeInTheDocument();
    expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument();
    const box = screen.getByPlaceholderText('Write a note at this moment of the video');
    fireEvent.change(box, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('New note at 0:00')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A note can be at most 2,000 characters; this one has 2,001. Shorten it to save it.',
    );
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      '2,001 / 2,000 characters A note can be at most 2,000 characters; this one has 2,001. Shorten it to save it.',
    );
  });

  it('describes a note’s box by its problem, the new note’s and an edit’s', async () => {
    renderNotes('en');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByLabelText('New note')).toHaveAccessibleDescription(
      '0 / 2,000 characters Write something first.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit the note at 1:10' }));
    const edit = screen.getByLabelText('Edit the note at 1:10');
    await userEvent.clear(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(edit).toHaveAccessibleDescription('0 / 2,000 characters Write something first.');
  });

  it('speaks Malay, the server’s refusal shown as it comes', async () => {
    actions.create.mockResolvedValue({ ok: false, error: 'Nota ini sudah tiada.' });
    renderNotes('ms');
    expect(screen.getByRole('heading', { name: 'Nota' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Main dari 1:10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Padam nota pada 1:10' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah nota' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tulis sesuatu dahulu.');
    await userEvent.type(screen.getByLabelText('Nota baharu'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah nota' }));
    expect(await screen.findByText('Nota ini sudah tiada.')).toBeInTheDocument();
  });

  it('speaks Chinese, and says so when the notes could not be read', () => {
    renderNotes('zh', null);
    expect(screen.getByRole('heading', { name: '笔记' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '无法加载您在这堂课的笔记，请重新加载页面。',
    );
    expect(screen.getByPlaceholderText('在视频的这一刻写下笔记')).toBeInTheDocument();
    expect(screen.getByText('0 / 2,000 个字符')).toBeInTheDocument();
  });

  it('names no moment of a video on a class without one, in each language', () => {
    const words = {
      en: ['Write a note on this class', 'New note'],
      ms: ['Tulis nota untuk kelas ini', 'Nota baharu'],
      zh: ['为这堂课写下笔记', '新笔记'],
    } as const;
    for (const [locale, [placeholder, label]] of Object.entries(words)) {
      const { unmount } = render(
        <ClassNotes
          courseId="course-1"
          classId="class-1"
          initialNotes={[]}
          hasVideo={false}
          {...actions}
        />,
        { wrapper: inLanguage(locale as Locale, ['notes']) },
      );
      fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value: 'x' } });
      expect(screen.getByLabelText(label)).toHaveValue('x');
      expect(
        screen.queryByRole('button', {
          name: /^(Pin to now|Sematkan pada masa video sekarang|改为当前时间点)$/,
        }),
      ).toBeNull();
      unmount();
    }
  });

  it('moves the focus with Edit and Delete, and back to their button on Cancel and Keep it', async () => {
    renderNotes('en');
    await userEvent.click(screen.getByRole('button', { name: 'Edit the note at 1:10' }));
    expect(screen.getByRole('textbox', { name: 'Edit the note at 1:10' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit the note at 1:10' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the note at 1:10' }));
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete the note at 1:10' })).toHaveFocus();
  });
});
