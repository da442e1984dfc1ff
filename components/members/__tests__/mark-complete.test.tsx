/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MarkComplete } from '../mark-complete';
import { renderIn } from './intl';

const router = { refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

/** The progress route's answer, held until the test lets it go. */
function pendingResponse() {
  let answer!: (response: { ok: boolean }) => void;
  const fetchMock = jest.fn(() => new Promise<{ ok: boolean }>((resolve) => (answer = resolve)));
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (ok: boolean) => act(async () => answer({ ok })) };
}

function renderBox(completed: boolean) {
  return renderIn(
    <>
      <MarkComplete courseId="course-basics" classId="class-basics-2" completed={completed} />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  act(() => toast.remove());
  jest.clearAllMocks();
});

describe('MarkComplete', () => {
  it("shows the class's saved state", () => {
    renderBox(true);
    expect(screen.getByRole('checkbox', { name: 'Mark as complete' })).toBeChecked();
  });

  it('ticks at once, saves the completion and refreshes the page', async () => {
    const { fetchMock, answer } = pendingResponse();
    renderBox(false);
    const box = screen.getByRole('checkbox', { name: 'Mark as complete' });
    await userEvent.click(box);
    // Optimistic: ticked and locked while the save is on its way.
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/progress',
      expect.objectContaining({ method: 'POST' }),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      type: 'complete',
      courseId: 'course-basics',
      classId: 'class-basics-2',
      completed: true,
    });
    await answer(true);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(box).toBeEnabled();
    expect(screen.queryByText('Could not save your progress. Please try again.')).toBeNull();
  });

  it('can be unticked again', async () => {
    const { fetchMock, answer } = pendingResponse();
    renderBox(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mark as complete' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ completed: false });
    await answer(true);
  });

  it('says when the save failed and shows the saved state again', async () => {
    const { answer } = pendingResponse();
    renderBox(false);
    const box = screen.getByRole('checkbox', { name: 'Mark as complete' });
    await userEvent.click(box);
    await answer(false);
    expect(
      await screen.findByText('Could not save your progress. Please try again.'),
    ).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
  });
});
