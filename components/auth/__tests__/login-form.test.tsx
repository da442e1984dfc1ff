/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendPasswordResetEmail, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import toast, { Toaster } from 'react-hot-toast';
import { inLanguage } from '@/dev/test-run/intl';
import { ACCOUNT_EMAIL_CHANGED } from '@/lib/auth/client';
import type { Locale } from '@/lib/i18n/client';
import { LoginForm } from '../login-form';

// The Firebase browser SDK is the boundary: no Auth server is reached from a unit test.
const auth: { name: string; languageCode?: string } = { name: 'browser-auth' };
jest.mock('@/lib/firebase/browser', () => ({
  ...jest.requireActual('@/lib/firebase/language'),
  browserAuth: jest.fn(() => auth),
}));
jest.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
}));
const signIn = jest.mocked(signInWithEmailAndPassword);
const resetPassword = jest.mocked(sendPasswordResetEmail);

const router = { replace: jest.fn() };
let search = '';
jest.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(search),
}));

const fetchMock = jest.fn();
const firebaseConfig = { apiKey: 'k', authDomain: 'a', projectId: 'p', authEmulatorUrl: null };

beforeEach(() => {
  search = '';
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(signOut).mockResolvedValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => toast.remove());
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

function renderForm(locale: Locale = 'en') {
  render(
    <>
      <LoginForm firebaseConfig={firebaseConfig} />
      <Toaster />
    </>,
    { wrapper: inLanguage(locale, ['auth']) },
  );
}

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}

const login = () => screen.getByRole('button', { name: 'Login' });

function signsInAs(idToken: string) {
  signIn.mockResolvedValue({ user: { getIdToken: async () => idToken } } as never);
}

describe('LoginForm', () => {
  it('signs in with Firebase, starts a session with the ID token and goes to /home', async () => {
    signsInAs('id-token-1');
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    renderForm();
    await fillIn('  member@example.com ', 'Demo-Password-1');
    await userEvent.click(login());
    expect(signIn).toHaveBeenCalledWith(auth, 'member@example.com', 'Demo-Password-1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/session',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ idToken: 'id-token-1' }) }),
    );
    expect(router.replace).toHaveBeenCalledWith('/home');
    // The browser keeps no Firebase user: the session cookie is the one session.
    expect(signOut).toHaveBeenCalledWith(auth);
  });

  it.each([
    ['returns to the page in ?next=', '/home?course=course-basics', '/home?course=course-basics'],
    ['never follows ?next= to another site', '//evil.example/home', '/home'],
  ])('%s', async (_, next, destination) => {
    signsInAs('t');
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    search = `next=${encodeURIComponent(next)}`;
    renderForm();
    await fillIn('member@example.com', 'pw');
    await userEvent.click(login());
    expect(router.replace).toHaveBeenLastCalledWith(destination);
  });

  it.each([
    ['no e-mail', '', 'pw'],
    ['a blank e-mail', '   ', 'pw'],
    ['no password', 'member@example.com', ''],
  ])('asks to fill up the form with %s, without signing in', async (_, email, password) => {
    renderForm();
    await fillIn(email, password);
    await userEvent.click(login());
    expect(await screen.findByText('Please fill up the form.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says Login Failed when Firebase refuses, and lets the member try again', async () => {
    signIn.mockRejectedValue(new Error('auth/invalid-credential'));
    renderForm();
    await fillIn('member@example.com', 'wrong');
    await userEvent.click(login());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
    expect(login()).toBeEnabled();
  });

  it('says Login Failed when the server refuses the session, and signs out of Firebase', async () => {
    signsInAs('t');
    fetchMock.mockResolvedValue({ ok: false, status: 403 });
    renderForm();
    await fillIn('member@example.com', 'pw');
    await userEvent.click(login());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(signOut).toHaveBeenCalledWith(auth);
  });

  it("says so when the account's e-mail address was changed away from its membership", async () => {
    signsInAs('t');
    fetchMock.mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ error: ACCOUNT_EMAIL_CHANGED }),
    });
    renderForm();
    await fillIn('buyer@example.com', 'pw');
    await userEvent.click(login());
    expect(
      await screen.findByText(
        "This account's e-mail address was changed. Ask support to move your membership to it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('says Login Failed for any other refusal of the session', async () => {
    signsInAs('t');
    fetchMock.mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ error: 'The account has no membership' }),
    });
    renderForm();
    await fillIn('member@example.com', 'pw');
    await userEvent.click(login());
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
  });

  it('shows that it is signing in and cannot be sent twice meanwhile', async () => {
    signIn.mockReturnValue(new Promise(() => {}));
    renderForm();
    await fillIn('member@example.com', 'pw');
    await userEvent.click(login());
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
    const busy = screen.getByRole('button', { name: 'Signing in Login' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password', async () => {
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password', pressed: true });
    await userEvent.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('asks for the e-mail before sending a password reset', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText('Enter your e-mail above first.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['the reset is sent', () => resetPassword.mockResolvedValue(undefined)],
    ['there is no such account', () => resetPassword.mockRejectedValue(new Error('not found'))],
  ])('gives the same reset answer when %s', async (_, answer) => {
    answer();
    renderForm();
    await fillIn(' member@example.com ', '');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(
      await screen.findByText(
        'If an account exists for that e-mail, a password reset link is on its way.',
      ),
    ).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith(auth, 'member@example.com');
  });
});

describe('LoginForm in Malay and Chinese', () => {
  it.each([
    ['ms', 'E-mel', 'Kata laluan', 'Log masuk', 'Lupa kata laluan?', 'Tunjukkan kata laluan'],
    ['zh', '电邮', '密码', '登录', '忘记密码？', '显示密码'],
  ] as const)('speaks %s', async (locale, email, password, loginName, forgot, show) => {
    renderForm(locale);
    expect(screen.getByRole('textbox', { name: email })).toBeInTheDocument();
    expect(screen.getByLabelText(password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: show })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: forgot })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: loginName }));
    expect(signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Forgot password?', 'en'],
    ['ms', 'Lupa kata laluan?', 'ms'],
    ['zh', '忘记密码？', 'zh-CN'],
  ] as const)('asks Firebase for its %s e-mail', async (locale, forgot, firebaseCode) => {
    let codeWhenSent: string | undefined;
    resetPassword.mockImplementation(async () => {
      codeWhenSent = auth.languageCode;
    });
    renderForm(locale);
    await userEvent.type(screen.getByRole('textbox'), 'member@example.com');
    await userEvent.click(screen.getByRole('button', { name: forgot }));
    await act(async () => {});
    expect(resetPassword).toHaveBeenCalledWith(auth, 'member@example.com');
    expect(codeWhenSent).toBe(firebaseCode);
  });

  it.each([
    ['ms', 'Sila lengkapkan borang.', 'Log masuk', 'Log masuk gagal'],
    ['zh', '请填写表格。', '登录', '登录失败'],
  ] as const)('tells its toasts in %s', async (locale, fillUp, loginName, failed) => {
    signIn.mockRejectedValue(new Error('auth/invalid-credential'));
    renderForm(locale);
    await userEvent.click(screen.getByRole('button', { name: loginName }));
    expect(await screen.findByText(fillUp)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'member@example.com');
    await userEvent.type(screen.getByLabelText(locale === 'ms' ? 'Kata laluan' : '密码'), 'x');
    await userEvent.click(screen.getByRole('button', { name: loginName }));
    expect(await screen.findByText(failed)).toBeInTheDocument();
  });

  it('tells a member whose e-mail changed in their language, from the English answer', async () => {
    signsInAs('t');
    fetchMock.mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ error: ACCOUNT_EMAIL_CHANGED }),
    });
    renderForm('ms');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mel' }), 'buyer@example.com');
    await userEvent.type(screen.getByLabelText('Kata laluan'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Log masuk' }));
    expect(await screen.findByText(/Alamat e-mel akaun ini telah ditukar/)).toBeInTheDocument();
  });
});
