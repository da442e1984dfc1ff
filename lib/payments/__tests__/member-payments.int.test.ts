import { randomUUID } from 'node:crypto';
import { adminDb } from '../../firebase/admin';
import { fetchMemberPaymentEvents, fetchMemberSubscriptions } from '../reads';

/** The member page's payment queries against the local Firestore stand-in: where + orderBy + limit. */
jest.setTimeout(30_000);

it('reads a member’s subscriptions and their latest payment events, newest first', async () => {
  const email = `payments-${randomUUID().slice(0, 8)}@example.com`;
  const other = `other-${randomUUID().slice(0, 8)}@example.com`;
  const sub = `sub_${randomUUID().slice(0, 8)}`;
  await adminDb()
    .doc(`subscriptions/${sub}`)
    .set({ email, price: 'price_x', status: 'past_due', currentPeriodEnd: 5, paidThrough: 4 });
  await adminDb().doc(`subscriptions/${sub}_other`).set({ email: other, price: 'price_x' });
  for (const [i, address] of [email, email, other, email].entries())
    await adminDb()
      .doc(`paymentEvents/evt_${sub}_${i}`)
      .set({
        provider: 'stripe',
        type: 'invoice.paid',
        created: 1000 + i,
        email: address,
        subscription: sub,
        outcome: 'applied',
        unmatched: [],
      });

  const subscriptions = await fetchMemberSubscriptions(email);
  expect(subscriptions).toEqual([
    expect.objectContaining({ id: sub, email, status: 'past_due', paidThrough: 4 }),
  ]);
  const events = await fetchMemberPaymentEvents(email, 2);
  expect(events.map((e) => [e.id, e.created])).toEqual([
    [`evt_${sub}_3`, 1003],
    [`evt_${sub}_1`, 1001],
  ]);
  expect(events[0]).toEqual({
    id: `evt_${sub}_3`,
    provider: 'stripe',
    type: 'invoice.paid',
    created: 1003,
    subscription: sub,
    payment: null,
    outcome: 'applied',
    unmatched: [],
    action: null,
    amount: null,
    refunded: null,
    currency: null,
  });
});
