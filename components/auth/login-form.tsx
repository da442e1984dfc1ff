'use client';

import { sendPasswordResetEmail, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useLocale, useTranslations } from 'use-intl/react';
import { ACCOUNT_EMAIL_CHANGED, safeNextPath } from '@/lib/auth/client';
import type { FirebaseClientConfig } from '@/lib/env';
import { browserAuth, firebaseLanguageOf } from '@/lib/firebase/browser';

export type LoginFormProps = { firebaseConfig: FirebaseClientConfig };

/** A refusal the member can act on, worded for them; every other failure is 'Login Failed'. */
class AccountEmailChanged extends Error {}

async function startSession(idToken: string): Promise<void> {
  const response = await fetch('/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (body?.error === ACCOUNT_EMAIL_CHANGED) throw new AccountEmailChanged(ACCOUNT_EMAIL_CHANGED);
  throw new Error(`Session request failed with ${response.status}`);
}

export function LoginForm({ firebaseConfig }: LoginFormProps) {
  const router = useRouter();
  const nextPath = safeNextPath(useSearchParams().get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('auth');
  const locale = useLocale();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(t('fillUp'));
      return;
    }
    setBusy(true);
    const auth = browserAuth(firebaseConfig);
    try {
      const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
      await startSession(await user.getIdToken());
      router.replace(nextPath);
    } catch (error) {
      console.error(error);
      toast.error(t(error instanceof AccountEmailChanged ? 'accountEmailChanged' : 'loginFailed'));
      setBusy(false);
    } finally {
      await signOut(auth).catch(() => undefined);
    }
  }

  async function onForgotPassword() {
    if (!email.trim()) {
      toast.error(t('emailFirst'));
      return;
    }
    const auth = browserAuth(firebaseConfig);
    // Firebase writes its e-mail and its password page in the language of the page.
    auth.languageCode = firebaseLanguageOf(locale);
    await sendPasswordResetEmail(auth, email.trim()).catch((error) => console.error(error));
    toast.success(t('resetNotice'), { duration: 4000 });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <label className="flex flex-col gap-2 text-sm font-medium">
        {t('email')}
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="rounded-lg border border-ink-700 bg-ink-900 px-4 py-3 text-base text-slate-100 placeholder:text-slate-500"
          placeholder={t('emailPlaceholder')}
        />
      </label>
      <div className="flex flex-col gap-2 text-sm font-medium">
        <label htmlFor="password">{t('password')}</label>
        <div className="relative">
          <input
            id="password"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="w-full rounded-lg border border-ink-700 bg-ink-900 px-4 py-3 pr-20 text-base text-slate-100"
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            aria-pressed={showPassword}
            aria-label={t(showPassword ? 'hidePassword' : 'showPassword')}
            className="absolute inset-y-0 right-2 my-auto h-8 rounded px-3 text-xs font-semibold text-brand-300 hover:text-brand-100"
          >
            {t(showPassword ? 'hide' : 'show')}
          </button>
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-2 flex items-center justify-center gap-3 rounded-lg bg-brand-500 px-4 py-3 font-semibold text-ink-950 hover:bg-brand-400 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy && (
          <span
            role="status"
            aria-label={t('signingIn')}
            className="size-4 animate-spin rounded-full border-2 border-ink-950 border-t-transparent"
          />
        )}
        {t('login')}
      </button>
      <button
        type="button"
        onClick={onForgotPassword}
        className="self-center text-sm text-brand-300 underline-offset-4 hover:underline"
      >
        {t('forgotPassword')}
      </button>
    </form>
  );
}
