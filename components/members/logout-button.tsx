'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslations } from 'use-intl/react';

export function LogoutButton() {
  const t = useTranslations('membersUi');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    const response = await fetch('/api/session', { method: 'DELETE' }).catch((error: unknown) => {
      console.error(error);
      return null;
    });
    if (!response?.ok) {
      // Still signed in: say so rather than pretend, and let the member try again.
      toast.error(t('logoutFailed'));
      setBusy(false);
      return;
    }
    router.replace('/login');
    router.refresh();
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={busy}
      className="rounded-lg border border-ink-700 px-4 py-2 text-sm font-semibold hover:bg-ink-800 disabled:opacity-60"
    >
      {t('logout')}
    </button>
  );
}
