import { describeChange } from '../audit-description';

describe('describeChange', () => {
  it('describes a grant change, before → after', () => {
    expect(
      describeChange({
        before: null,
        after: { courses: ['course-a'], accessUntil: Date.UTC(2026, 0, 2) },
      }),
    ).toBe('none → course-a until 2026-01-02 00:00 UTC');
    expect(describeChange({ before: { courses: [] }, after: null })).toBe('no courses → none');
  });

  it('says why a refund or dispute ended a grant', () => {
    const grant = { courses: ['course-a'], accessUntil: Date.UTC(2026, 0, 2) };
    expect(
      describeChange({
        before: grant,
        after: { ...grant, accessUntil: Date.UTC(2026, 0, 1), reason: 'refunded' },
      }),
    ).toBe('course-a until 2026-01-02 00:00 UTC → course-a until 2026-01-01 00:00 UTC (refunded)');
  });

  it('says nothing for an entry that changed no grant', () => {
    expect(describeChange({ before: null, after: null })).toBe('');
  });

  it('describes a plan change', () => {
    expect(
      describeChange({
        before: null,
        after: null,
        plan: {
          before: { name: 'Gold', mode: 'subscription', courses: ['a'] },
          after: { name: 'Gold', mode: 'payment', termDays: 30, courses: ['a', 'b'] },
        },
      }),
    ).toBe('Gold (subscription): a → Gold (payment, 30 days): a, b');
  });

  it('says an account change in words, and when it was not confirmed done', () => {
    const account = { before: null, after: null };
    expect(describeChange({ ...account, detail: 'a@example.com → b@example.com' })).toBe(
      'a@example.com → b@example.com',
    );
    expect(describeChange({ ...account, status: 'done' })).toBe('');
    expect(describeChange({ ...account, status: 'pending' })).toBe(
      '(not confirmed: may not have happened)',
    );
    expect(describeChange({ ...account, detail: 'moved', status: 'failed' })).toBe(
      'moved (failed: did not happen)',
    );
  });
});
