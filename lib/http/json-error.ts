import { NextResponse } from 'next/server';

/** The refusals several route handlers answer with, worded once. */
export const REQUEST_ERRORS = {
  crossOrigin: 'Cross-origin request refused',
  bodyTooLarge: 'Body too large',
  malformedJson: 'Malformed JSON',
} as const;

/** Every route handler's error answer: `{ "error": message }` with its status. */
export function jsonError(status: number, message: string): NextResponse {
  return NextResponse.json({ error: message }, { status });
}
