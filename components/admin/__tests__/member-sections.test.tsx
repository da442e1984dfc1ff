/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditSection } from '../member/audit-section';
import { GrantsSection } from '../member/grants-section';
import { PaymentsSection } from '../member/payments-section';
import { ProgressSection } from '../member/progress-section';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 60 * 60 * 1000;
const ok = async () => ({ ok: true as const });

const section = (name: string) => screen.getByRole('region', { name });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('GrantsSection', () => {
  const revokeCourse = jest.fn(ok);
  const revoke = jest.fn<typeof revokeCourse, [courseId: string]>(() => revokeCourse);
  const reopenGrant = jest.fn(ok);
  const reopen = jest.fn<typeof reopenGrant, [key: string]>(() => reopenGrant);
  function renderGrants() {
    render(
      <GrantsSection
        grants={{
          manual: { courses: ['course-a'], source: 'manual' },
          'pass:p1': { courses: [], source: 'pass', accessUntil: NOW + 3 * DAY },
          'sub:s1': { courses: ['course-x'], source: 'plan:price_1', accessUntil: NOW - DAY },
          'pass:p2': {
            courses: ['course-a'],
            source: 'pass',
            accessUntil: NOW - 2 * DAY,
            reason: 'refunded',
          },
          'sub:s2': {
            courses: ['course-a'],
            source: 'plan:price_1',
            accessUntil: NOW - DAY,
            reason: 'disputed',
          },
          'sub:s3': {
            courses: ['course-a'],
            source: 'plan:price_1',
            accessUntil: NOW - DAY,
            decisions: [{ kind: 'end', at: NOW - DAY }],
            paid: { accessUntil: NOW + 20 * DAY },
          },
        }}
        titles={new Map([['course-a', 'Course A']])}
        nowMs={NOW}
        pickable={[{ id: 'course-b', title: 'Course B' }]}
        grant={ok}
        revoke={revoke}
        addDays={() => ok}
        endNow={() => ok}
        reopen={reopen}
      />,
    );
    return within(section('Grants')).getByRole('region', { name: 'Grants table' });
  }

  it('lists each grant with its source, courses and end', () => {
    const table = renderGrants();
    expect(cellTexts(within(table).getByRole('row', { name: /^manual/ })).slice(0, 4)).toEqual([
      'manual',
      'manual',
      'Course A course-aRevoke course-a',
      'no end',
    ]);
    expect(cellTexts(within(table).getByRole('row', { name: /^pass:p1/ })).slice(2, 4)).toEqual([
      'none',
      'until 2026-06-04 00:00 UTC',
    ]);
    expect(cellTexts(within(table).getByRole('row', { name: /^sub:s1/ })).slice(2, 4)).toEqual([
      'Unknown course course-x',
      'ended 2026-05-31 00:00 UTC',
    ]);
  });

  it('says why a grant ended early: refunded, disputed', () => {
    const table = renderGrants();
    expect(cellTexts(within(table).getByRole('row', { name: /^pass:p2/ }))[3]).toBe(
      'ended 2026-05-30 00:00 UTC (refunded)',
    );
    expect(cellTexts(within(table).getByRole('row', { name: /^sub:s2/ }))[3]).toBe(
      'ended 2026-05-31 00:00 UTC (disputed)',
    );
  });

  it('offers revoking for the manual grant, free days for a grant with an end, ending a running one', async () => {
    const table = renderGrants();
    await userEvent.click(within(table).getByRole('button', { name: 'Revoke course-a' }));
    expect(revoke).toHaveBeenCalledWith('course-a');
    await waitFor(() => expect(revokeCourse).toHaveBeenCalledTimes(1));
    expect(within(table).getByLabelText('Free days for pass:p1')).toBeInTheDocument();
    expect(within(table).getByLabelText('Free days for sub:s1')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'End access now: pass:p1' })).toBeVisible();
    expect(
      within(table).queryByRole('button', { name: 'End access now: sub:s1' }),
    ).not.toBeInTheDocument();
    expect(within(section('Grants')).getByLabelText('Course to grant')).toBeInTheDocument();
  });

  it('says when an operator ended a grant, that payments do not reopen it, and offers Reopen only there', async () => {
    const table = renderGrants();
    expect(cellTexts(within(table).getByRole('row', { name: /^sub:s3/ }))[3]).toBe(
      'ended 2026-05-31 00:00 UTC' +
        'ended by an operator: renewals, refunds and disputes do not change it; reopen to follow the payments again',
    );
    expect(within(table).queryByRole('button', { name: 'Reopen: sub:s2' })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Reopen: sub:s3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reopen it' }));
    expect(reopen).toHaveBeenCalledWith('sub:s3');
    await waitFor(() => expect(reopenGrant).toHaveBeenCalledTimes(1));
  });

  it('says so when the member has no grant, and still offers one', () => {
    render(
      <GrantsSection
        grants={{}}
        titles={new Map()}
        nowMs={NOW}
        pickable={[]}
        grant={ok}
        revoke={() => ok}
        addDays={() => ok}
        endNow={() => ok}
        reopen={() => ok}
      />,
    );
    expect(within(section('Grants')).getByText('No grants.')).toBeInTheDocument();
    expect(within(section('Grants')).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section('Grants')).getByRole('button', { name: 'Grant' })).toBeVisible();
  });
});

describe('PaymentsSection', () => {
  it('lists subscriptions and payment events in tables of their own', () => {
    render(
      <PaymentsSection
        subscriptions={[
          {
            id: 'sub_1',
            email: 'a@example.com',
            price: 'price_gold',
            status: 'past_due',
            currentPeriodEnd: NOW,
            cancelAtPeriodEnd: false,
            paidThrough: null,
            lastEventCreated: 0,
            stamps: {},
            charges: {},
          },
        ]}
        events={[
          {
            id: 'evt_1',
            provider: 'stripe',
            type: 'invoice.paid',
            created: NOW,
            subscription: 'sub_1',
            payment: null,
            outcome: 'applied',
            unmatched: ['price_x'],
            action: null,
            amount: null,
            refunded: null,
            currency: null,
          },
        ]}
      />,
    );
    const payments = section('Subscriptions and payments');
    const subscriptions = within(payments).getByRole('region', { name: 'Subscriptions table' });
    expect(cellTexts(within(subscriptions).getAllByRole('row')[1]!)).toEqual([
      'sub_1',
      'price_gold',
      'past due',
      '2026-06-01 00:00 UTC',
      '–',
      'no',
    ]);
    const events = within(payments).getByRole('region', { name: 'Payment events table' });
    expect(cellTexts(within(events).getAllByRole('row')[1]!)).toEqual([
      '2026-06-01 00:00 UTC',
      'evt_1',
      'stripe invoice.paid',
      'sub_1',
      'applied (no plan: price_x)',
    ]);
  });

  it("shows a refund or dispute by kind, and a partial refund as the operator's to decide", () => {
    const charge = {
      provider: 'stripe',
      created: NOW,
      subscription: null,
      payment: 'pi_1',
      outcome: 'applied',
      unmatched: [],
      amount: null,
      refunded: null,
      currency: null,
    };
    render(
      <PaymentsSection
        subscriptions={[]}
        events={[
          {
            ...charge,
            id: 'evt_partial',
            type: 'charge.refunded',
            action: 'partial refund',
            amount: 9900,
            refunded: 2500,
            currency: 'myr',
          },
          { ...charge, id: 'evt_dispute', type: 'charge.dispute.created', action: 'dispute' },
          { ...charge, id: 'evt_won', type: 'charge.dispute.closed', action: 'dispute won' },
        ]}
      />,
    );
    const events = within(section('Subscriptions and payments')).getByRole('region', {
      name: 'Payment events table',
    });
    const outcome = (name: RegExp) => cellTexts(within(events).getByRole('row', { name }))[4];
    expect(outcome(/evt_partial/)).toBe(
      'partial refund: 25.00 MYR of 99.00 MYR refunded; access unchanged, the operator decides',
    );
    expect(outcome(/evt_dispute/)).toBe('dispute');
    expect(outcome(/evt_won/)).toBe('dispute won');
    expect(cellTexts(within(events).getByRole('row', { name: /evt_partial/ }))[3]).toBe('pi_1');
  });

  it('says so for each list that is empty', () => {
    render(<PaymentsSection subscriptions={[]} events={[]} />);
    expect(screen.getByText('No subscriptions.')).toBeInTheDocument();
    expect(screen.getByText('No payment events.')).toBeInTheDocument();
  });
});

describe('ProgressSection and AuditSection', () => {
  it('shows progress per course, unknown courses named so', () => {
    render(
      <ProgressSection
        rows={[
          { id: 'c1', title: null, known: true, completed: 1, total: 4, lastWatched: NOW },
          { id: 'c2', title: null, known: false, completed: 2, total: null, lastWatched: null },
        ]}
      />,
    );
    const rows = within(section('Progress')).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      ['Untitled Course c1', '1 / 4', '2026-06-01 00:00 UTC'],
      ['Unknown course c2', '2 / ?', 'never'],
    ]);
  });

  it("lists the member's changes with the grant before and after", () => {
    render(
      <AuditSection
        nowMs={NOW}
        entries={[
          {
            at: NOW - DAY,
            action: 'grant',
            grant: 'manual',
            actor: 'op@example.com',
            source: 'admin console',
            member: 'a@example.com',
            before: null,
            after: { courses: ['course-a'], source: 'manual' },
          },
        ]}
      />,
    );
    const row = within(section('Audit log')).getAllByRole('row')[1]!;
    expect(cellTexts(row)).toEqual([
      '2026-05-31 00:00 UTC',
      'grant',
      'manual',
      'op@example.com',
      'admin console',
      'none',
      'course-a (no end)',
      '',
    ]);
  });

  it("shows an entry's detail and that it failed or was not confirmed", () => {
    const entry = {
      at: NOW - DAY,
      grant: 'account',
      actor: 'op@example.com',
      source: 'admin console',
      member: 'a@example.com',
      before: null,
      after: null,
    };
    render(
      <AuditSection
        nowMs={NOW}
        entries={[
          { ...entry, action: 'disable', status: 'failed' },
          { ...entry, action: 'move', detail: 'a@example.com → b@example.com', status: 'pending' },
        ]}
      />,
    );
    const rows = within(section('Audit log')).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row).at(-1))).toEqual([
      '(failed: did not happen)',
      'a@example.com → b@example.com (not confirmed: may not have happened)',
    ]);
  });
});
