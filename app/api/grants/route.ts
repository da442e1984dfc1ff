import { NextResponse } from 'next/server';
import { handleGrantRequest } from '@/lib/payments';

/** Grants from other payment processors and automation tools (docs/payments.md). */
export async function POST(request: Request) {
  const answer = await handleGrantRequest(request);
  return NextResponse.json(answer.body, { status: answer.status });
}
