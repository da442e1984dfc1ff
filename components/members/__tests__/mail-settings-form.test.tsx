/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/client';
import type { MailPreferences } from '@/lib/mail/client';
import { MailSettingsForm } from '../mail-settings-form';
import { renderIn } from './intl';

const preferences: MailPreferences = {
  reminders: true,
  announcements: true,
  nudges: true,
  answers: true,
  coachDigest: false,
};

const action = jest.fn();
afterEach(() => jest.clearAllMocks());

const renderForm = (locale: Locale) =>
  renderIn(
    <MailSettingsForm email="ann@example.com" preferences={preferences} action={action} />,
    locale,
  );

describe('MailSettingsForm', () => {
  it('sends the choices as set and shows the answer', async () => {
    action.mockResolvedValue({ ok: true, message: 'Saved. Your e-mail settings are up to date.' });
    renderForm('en');
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail me announcements' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Your e-mail settings are up to date.',
    );
    const form = action.mock.calls[0]![1] as FormData;
    expect(form.get('reminders')).toBe('on');
    expect(form.get('announcements')).toBeNull();
  });

  it.each([
    ['en', 'Save settings', 'Your settings could not be saved. Please try again.'],
    ['ms', 'Simpan tetapan', 'Tetapan anda tidak dapat disimpan. Sila cuba lagi.'],
    ['zh', '保存设置', '无法保存您的设置，请重试。'],
  ] as const)(
    'says in %s that a request that never arrived saved nothing, the choices kept',
    async (locale, save, text) => {
      action.mockRejectedValue(new TypeError('Failed to fetch'));
      renderForm(locale);
      const [first] = screen.getAllByRole('checkbox');
      await userEvent.click(first!);
      await userEvent.click(screen.getByRole('button', { name: save }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(first).not.toBeChecked();
      expect(screen.getByRole('button', { name: save })).toBeEnabled();
    },
  );
});
