'use server';

import { operatorAction } from '@/lib/admin';
import { byOperator } from '@/lib/audit';
import { retryMail } from '@/lib/mail';

/** The console's Retry: one more attempt at once, audited. */
export const retryMailNow = operatorAction('retryMail', async (operator, docId: string) => {
  const result = await retryMail(String(docId), byOperator(operator.member.email));
  switch (result.status) {
    case 'sent':
      return { ok: true, data: 'Sent: the mail server accepted the message.' };
    case 'waiting':
      return {
        ok: false,
        error: 'Sending failed again. The message stays queued and is retried automatically.',
      };
    case 'failed':
      return { ok: false, error: 'Sending failed again. The message stays failed.' };
    case 'dropped':
      return {
        ok: false,
        error:
          'Not sent: the member no longer receives this e-mail (disabled, no access to its courses, or the topic turned off).',
      };
    case 'busy':
      return { ok: false, error: 'The message is being sent right now, or was sent already.' };
    case 'missing':
      return { ok: false, error: 'There is no such message.' };
  }
});
