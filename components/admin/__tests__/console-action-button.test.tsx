/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PageActionAnswer } from '../action-answer';
import { ConsoleActionButton } from '../console-action-button';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** A list whose row leaves it when its action succeeds, as a sent mail leaves the failed list. */
function ListWhoseRowLeaves({ withPageAnswer }: { withPageAnswer: boolean }) {
  const [rows, setRows] = useState(['mail-1']);
  const list = (
    <ul>
      {rows.map((row) => (
        <li key={row}>
          <ConsoleActionButton
            label="Retry"
            action={async () => {
              setRows([]);
              return { ok: true, data: 'Sent: the mail server accepted the message.' };
            }}
          />
        </li>
      ))}
    </ul>
  );
  return withPageAnswer ? <PageActionAnswer>{list}</PageActionAnswer> : list;
}

test('inside a PageActionAnswer the answer outlives the row it came from', async () => {
  render(<ListWhoseRowLeaves withPageAnswer />);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Sent: the mail server accepted the message.',
  );
});

test('on its own the button announces beside itself, one status region each', async () => {
  render(
    <ConsoleActionButton
      label="Send nudge"
      action={async () => ({ ok: false, error: 'Not sent.' })}
    />,
  );
  expect(screen.getAllByRole('status')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Send nudge' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not sent.'));
  expect(screen.getByRole('status')).toHaveClass('text-red-300');
});
