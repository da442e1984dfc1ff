import { describeSendError, MAX_ATTEMPTS, outboxDocId, retryDelayMs } from '../outbox-rules';

describe('outboxDocId', () => {
  it('names one valid document per id', () => {
    const id = 'reminder-24h:session/1:mei@example.com';
    expect(outboxDocId(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(outboxDocId(id)).toBe(outboxDocId(id));
    expect(outboxDocId(`${id} `)).not.toBe(outboxDocId(id));
  });
});

describe('retryDelayMs', () => {
  it('doubles from two minutes and never waits more than an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 12].map((n) => retryDelayMs(n) / 60_000);
    expect(minutes).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('spans about an hour over every retry', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total / 60_000).toBe(62);
  });
});

describe('describeSendError', () => {
  it('keeps one short line without credentials', () => {
    const error = new Error(
      'Invalid login: 535 for smtps://mailer:hunter2@smtp.example.com:465\n  AUTH PLAIN AGh1bnRlcjI=',
    );
    const text = describeSendError(error);
    expect(text).toBe(
      'Invalid login: 535 for smtps://[redacted]@smtp.example.com:465 AUTH PLAIN [redacted]',
    );
    expect(describeSendError(new Error('x'.repeat(400)))).toHaveLength(300);
  });
});
