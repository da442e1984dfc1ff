/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PageActionAnswer } from '../action-answer';
import { DriftDaysForm } from '../drift-days-form';
import { MessageActions } from '../message-actions';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const UNREACHABLE = 'The console could not be reached. Please try again.';
const unreachable = async (): Promise<never> => {
  throw new TypeError('Failed to fetch');
};

test('an inbox action that cannot reach the console says so instead of throwing', async () => {
  render(
    <MessageActions id="m1" handled={false} canRetry retry={unreachable} mark={unreachable} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Retry forwarding now' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNREACHABLE));
  expect(screen.getByRole('status')).toHaveClass('text-red-300');
});

/** The Open view: a message marked handled leaves it when the page is read again. */
function OpenView() {
  const [open, setOpen] = useState(true);
  return (
    <PageActionAnswer>
      {open && (
        <MessageActions
          id="m1"
          handled={false}
          canRetry={false}
          retry={unreachable}
          mark={async () => {
            setOpen(false);
            return { ok: true, data: 'Marked handled.' };
          }}
        />
      )}
    </PageActionAnswer>
  );
}

test('"Marked handled." stays on the page after the message leaves the Open view', async () => {
  render(<OpenView />);
  await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Marked handled.');
});

test('the drifting threshold form says so when the console cannot be reached', async () => {
  render(<DriftDaysForm days={14} save={unreachable} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(UNREACHABLE));
  expect(screen.getByRole('spinbutton', { name: 'Days without watching' })).toHaveValue(14);
});
