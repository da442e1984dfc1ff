'use server';

import { operatorAction } from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import { retryForward, setMessageHandled } from '@/lib/contact';

const MISSING = 'There is no such message.';

export const retryForwarding = operatorAction('retryForwarding', async (operator, id: string) => {
  const result = await retryForward(String(id), byOperator(operator.member.email));
  switch (result.status) {
    case 'sent':
      return { ok: true, data: 'Forwarded: the forms service accepted the message.' };
    case 'failed':
      return {
        ok: false,
        error: `Forwarding failed again (${result.error}). The message stays marked for retry.`,
      };
    case 'off':
      return { ok: false, error: 'Forwarding is off: CONTACT_FORM_URL is not configured.' };
    case 'missing':
      return { ok: false, error: MISSING };
    case 'already-sent':
      return { ok: false, error: 'This message was already forwarded; nothing was sent again.' };
    case 'busy':
      return {
        ok: false,
        error: 'This message is being forwarded just now; its status shows the outcome shortly.',
      };
  }
});

export const markHandled = operatorAction(
  'markHandled',
  async (operator, id: string, handled: boolean) => {
    const done = await setMessageHandled(
      String(id),
      handled === true,
      byOperator(operator.member.email),
    );
    return done
      ? { ok: true, data: handled === true ? 'Marked handled.' : 'Marked open again.' }
      : { ok: false, error: MISSING };
  },
);
