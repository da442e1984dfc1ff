import { NextResponse } from 'next/server';
import { getStripeConfig } from '@/lib/env';
import { readBodyCapped } from '@/lib/http';
import { log } from '@/lib/log';
import { getStripeClient, handleStripeWebhook, MAX_WEBHOOK_BYTES } from '@/lib/payments';

/** Stripe's webhook (docs/payments.md): the raw body is what the signature covers. */
export async function POST(request: Request) {
  const config = getStripeConfig();
  if (!config) {
    log('error', 'payment webhook called but Stripe is not configured', {
      route: '/api/payments/stripe',
    });
    return NextResponse.json({ error: 'Payments are not configured' }, { status: 503 });
  }
  const body = await readBodyCapped(request, MAX_WEBHOOK_BYTES);
  if (!body.ok) return NextResponse.json({ error: 'Body too large' }, { status: 413 });
  const answer = await handleStripeWebhook(body.bytes, request.headers.get('stripe-signature'), {
    config,
    stripe: getStripeClient(config),
  });
  return NextResponse.json(answer.body, { status: answer.status });
}
