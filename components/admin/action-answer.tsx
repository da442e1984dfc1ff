'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

export type ActionResult = { ok: true; data: string } | { ok: false; error: string };

type Announce = (answer: ActionResult) => void;

const PageAnswer = createContext<Announce | null>(null);

/** A console action's answer, announced: red when it failed, empty before any. */
export function ActionAnswer({ answer }: { answer: ActionResult | null }) {
  return (
    <p
      role="status"
      className={answer?.ok === false ? 'text-sm text-red-300' : 'text-sm text-slate-300'}
    >
      {answer ? (answer.ok ? answer.data : answer.error) : ''}
    </p>
  );
}

/**
 * For a list whose rows an action can take away (a mail sent leaves the failed list): the
 * answers of the actions inside are announced here, above the list, so the operator still
 * reads "Sent" after the page is read again and the row is gone.
 */
export function PageActionAnswer({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<ActionResult | null>(null);
  return (
    <PageAnswer value={setAnswer}>
      <ActionAnswer answer={answer} />
      {children}
    </PageAnswer>
  );
}

/** Where an action inside a PageActionAnswer announces its answer; null outside one. */
export function usePageAnswer(): Announce | null {
  return useContext(PageAnswer);
}
