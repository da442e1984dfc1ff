/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PageActionAnswer } from '../action-answer';
import { ConsoleActionButton, ConsoleForm } from '../console-action-button';

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

test('a console form sends its fields, announces a refusal beside it and keeps what was typed', async () => {
  const action = jest.fn(async (form: FormData) =>
    form.get('days') === '0'
      ? { ok: false as const, error: 'Give a number of days from 1 to 365.' }
      : { ok: true as const, data: `Muted ${form.get('email')} for ${form.get('days')} days.` },
  );
  render(
    <ConsoleForm submit="Mute" action={action}>
      <input type="hidden" name="email" value="ann@example.com" />
      <label>
        Days <input name="days" type="number" defaultValue={7} />
      </label>
    </ConsoleForm>,
  );
  const days = screen.getByLabelText('Days');
  await userEvent.clear(days);
  await userEvent.type(days, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Give a number of days from 1 to 365.'),
  );
  expect(screen.getByRole('status')).toHaveClass('text-red-300');
  expect(days).toHaveValue(0);

  await userEvent.clear(days);
  await userEvent.type(days, '3');
  await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Muted ann@example.com for 3 days.'),
  );
  expect(action).toHaveBeenCalledTimes(2);
});

test('inside a PageActionAnswer a console form announces above the list, and a throw reads as a refusal', async () => {
  render(
    <PageActionAnswer>
      <ul>
        <li>
          <ConsoleForm
            submit="Delete"
            action={async () => {
              throw new Error('network down');
            }}
          />
        </li>
      </ul>
    </PageActionAnswer>,
  );
  expect(screen.getAllByRole('status')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(
      'The console could not be reached. Please try again.',
    ),
  );
});
