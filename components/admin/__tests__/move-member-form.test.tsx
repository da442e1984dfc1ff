/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoveMemberForm } from '../member/member-forms';

const router = { push: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

describe('MoveMemberForm', () => {
  it('moves the member to the typed address, then opens its page', async () => {
    const move = jest.fn(async () => ({ ok: true as const, data: 'ann.new@example.com' }));
    render(<MoveMemberForm move={move} />);
    await userEvent.type(screen.getByLabelText('New e-mail'), ' Ann.New@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Move member' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/admin/members/ann.new%40example.com'),
    );
    expect(move).toHaveBeenCalledWith({ newEmail: 'Ann.New@Example.com' });
  });

  it('opens the page of the key the server moved the member to, not a lower-cased guess', async () => {
    const move = jest.fn(async () => ({ ok: true as const, data: 'Éric@x.com' }));
    render(<MoveMemberForm move={move} />);
    await userEvent.type(screen.getByLabelText('New e-mail'), 'Éric@X.com');
    await userEvent.click(screen.getByRole('button', { name: 'Move member' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/admin/members/%C3%89ric%40x.com'),
    );
  });

  it("shows the server's refusal at the field and stays on the page", async () => {
    const move = jest.fn(async () => ({
      ok: false as const,
      error: 'taken@example.com belongs to another account',
    }));
    render(<MoveMemberForm move={move} />);
    await userEvent.type(screen.getByLabelText('New e-mail'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Move member' }));
    const field = screen.getByLabelText('New e-mail');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('taken@example.com belongs to another account');
    expect(router.push).not.toHaveBeenCalled();
  });
});
