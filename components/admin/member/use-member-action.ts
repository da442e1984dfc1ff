'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import toast from 'react-hot-toast';
import { settle } from '../form-kit';

/** What a console action answers (lib/admin ActionResult, without its server door). */
export type ConsoleResult = { ok: true } | { ok: false; error: string; field?: string };

/** A console action with its arguments bound, as a button runs it. */
export type ConsoleAction = () => Promise<ConsoleResult>;

/**
 * Runs a console action: on success a toast and the page read again (the new state shows);
 * on failure a toast and the field it names, so the form can point at it.
 */
export function useMemberAction() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);

  function run(call: () => Promise<ConsoleResult>, success: string, onSuccess?: () => void) {
    startTransition(async () => {
      const result: ConsoleResult = await settle(call);
      if (result.ok) {
        setError(null);
        toast.success(success);
        onSuccess?.();
        router.refresh();
      } else {
        setError({ message: result.error, field: result.field });
        toast.error(result.error);
      }
    });
  }

  return { pending, error, run };
}

export const fieldLook =
  'rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm text-slate-100 focus:border-brand-400 aria-[invalid=true]:border-red-400';
