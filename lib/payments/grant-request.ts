import { z } from 'zod';
import { ENTRY_ID } from '../content/client';
import { memberKey } from '../members/client';
import { PRICE_ID } from './plans';

/** A reference from the caller's system: letters, digits and `_ . : -`, up to 200. */
export const EXTERNAL_REF = /^[A-Za-z0-9_.:-]{1,200}$/;

/**
 * POST /api/grants: `{ email, plan | courses, accessUntil?, externalRef }`. `accessUntil`
 * is an ISO 8601 date-time or milliseconds since the epoch; without it the grant has no
 * end (a one-time plan's grant lasts its term).
 */
const schema = z
  .object({
    email: z.email('must be an e-mail address').transform((email) => memberKey(email)),
    plan: z.string().regex(PRICE_ID, 'must be a price id').optional(),
    courses: z
      .array(z.string().regex(ENTRY_ID, 'must be course ids'))
      .min(1, 'must name at least one course')
      .optional(),
    accessUntil: z
      .union([
        z.number().int().positive(),
        z.iso.datetime({ offset: true }).transform((text) => Date.parse(text)),
      ])
      .optional(),
    externalRef: z.string().regex(EXTERNAL_REF, 'must be 1-200 letters, digits or _ . : -'),
  })
  .strict()
  .refine((body) => (body.plan === undefined) !== (body.courses === undefined), {
    message: 'give either plan or courses, not both',
  });

export type GrantRequest = z.output<typeof schema>;

/** The request, or one message naming every problem ("email must be an e-mail address; …"). */
export function parseGrantRequest(
  value: unknown,
): { ok: true; request: GrantRequest } | { ok: false; message: string } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, request: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.join('.');
    if (issue.code === 'invalid_type' && field) return `${field} is missing or of the wrong type`;
    if (issue.code === 'unrecognized_keys') return `unknown field(s) ${issue.keys.join(', ')}`;
    return field ? `${field} ${issue.message}` : issue.message;
  });
  return { ok: false, message: problems.join('; ') };
}
