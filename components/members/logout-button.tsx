'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';

export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await fetch('/api/session', { method: 'DELETE' }).catch((error) => console.error(error));
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
      Logout
    </button>
  );
}
