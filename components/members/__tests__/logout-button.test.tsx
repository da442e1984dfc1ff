/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { LogoutButton } from '../logout-button';
import { renderIn } from './intl';

const router = { replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const fetchMock = jest.fn();
beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  act(() => toast.remove());
  jest.clearAllMocks();
});

function renderButton() {
  renderIn(
    <>
      <LogoutButton />
      <Toaster />
    </>,
  );
  return screen.getByRole('button', { name: 'Logout' });
}

describe('LogoutButton', () => {
  it('ends the session on the server, then goes to the login page', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    await userEvent.click(renderButton());
    expect(fetchMock).toHaveBeenCalledWith('/api/session', { method: 'DELETE' });
    expect(router.replace).toHaveBeenCalledWith('/login');
    expect(router.refresh).toHaveBeenCalled();
  });

  it('is disabled while the request is on its way', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const button = renderButton();
    await userEvent.click(button);
    expect(button).toBeDisabled();
  });

  it.each([
    ['the server refuses', () => fetchMock.mockResolvedValue({ ok: false, status: 500 })],
    ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('says so and stays signed in when %s', async (_, answer) => {
    answer();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const button = renderButton();
    await userEvent.click(button);
    expect(await screen.findByText('Could not log out. Please try again.')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
    logged.mockRestore();
  });
});
