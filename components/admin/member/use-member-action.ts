'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import toast from 'react-hot-toast';
import { settle } from '../form-kit';

type Refused = { ok: false; error: string; field?: string };
/** What a console action answers (lib/admin ActionResult, without its server door). */
export type ConsoleResult = { ok: true } | Refused;
/** A console action's answer that carries what it made (a move: the new address's key). */
export type ConsoleAnswer<T> = { ok: true; data: T } | Refused;

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

  function run<R extends ConsoleResult>(
    call: () => Promise<R>,
    success: string,
    onSuccess?: (result: Extract<R, { ok: true }>) => void,
  ) {
    startTransition(async () => {
      const result: R | Refused = await settle(call);
      if (result.ok) {
        setError(null);
        toast.success(success);
        onSuccess?.(result as Extract<R, { ok: true }>);
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
