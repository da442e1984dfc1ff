import 'server-only';
import { hasPassword, provisionAccount, sendSetPasswordEmail } from '../accounts';
import { secretMatches } from '../auth';
import { getServerEnv } from '../env';
import { readJsonCapped } from '../http';
import { log } from '../log';
import type { Grant } from '../members/client';
import { DAY_MS } from '../time';
import { parseGrantRequest } from './grant-request';
import {
  applyExternalGrantOnce,
  fetchPlan,
  fetchRecordedGrant,
  requestFingerprint,
} from './grant-store';

const ROUTE = '/api/grants';
const MAX_BODY_BYTES = 16 * 1024;

export type GrantsAnswer = { status: number; body: Record<string, unknown> };
const answer = (status: number, body: Record<string, unknown>): GrantsAnswer => ({ status, body });

function bearer(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
}

/**
 * The second way in (docs/payments.md): another payment processor or an automation tool
 * grants a plan's or a list of courses, once per externalRef. The member's account is made
 * when there is none, and sent the set-password e-mail while it has no password. A retry
 * (the same request under the same externalRef) is answered from the record of the first
 * call, so it gets the same success whenever it comes. `now` is the clock a one-time
 * plan's term starts from.
 */
export async function handleGrantRequest(
  request: Request,
  now: () => number = Date.now,
): Promise<GrantsAnswer> {
  const token = getServerEnv().GRANTS_API_TOKEN;
  if (!token) return answer(503, { error: 'The grants API is not configured' });
  if (!secretMatches(bearer(request.headers), token))
    return answer(401, { error: 'Invalid or missing bearer token' });
  const read = await readJsonCapped(request, MAX_BODY_BYTES);
  if (!read.ok)
    return answer(read.status, {
      error: read.status === 413 ? 'Body too large' : 'Malformed JSON',
    });
  const parsed = parseGrantRequest(read.value);
  if (!parsed.ok) {
    log('warn', 'grant request refused', { route: ROUTE, reason: parsed.message });
    return answer(400, { error: parsed.message });
  }
  const { email, plan: price, courses, accessUntil, externalRef } = parsed.request;
  const asked = requestFingerprint(parsed.request);
  const conflict = () =>
    answer(409, { error: `externalRef ${externalRef} was already used for another grant` });
  try {
    const recorded = await fetchRecordedGrant(externalRef, asked);
    if (recorded?.outcome === 'conflict') return conflict();
    if (recorded) {
      log('info', 'grant request', { route: ROUTE, externalRef, outcome: recorded.outcome });
      return answer(200, { outcome: recorded.outcome, email: recorded.email, grant: recorded.key });
    }
    let grant: Grant;
    if (price) {
      const plan = await fetchPlan(price);
      if (!plan) return answer(422, { error: `No plan for price ${price}` });
      const end =
        accessUntil ??
        (plan.mode === 'payment' ? now() + (plan.termDays ?? 0) * DAY_MS : undefined);
      grant = {
        courses: plan.courses,
        source: `plan:${price}`,
        ...(end ? { accessUntil: end } : {}),
      };
    } else {
      grant = { courses: courses!, source: 'manual', ...(accessUntil ? { accessUntil } : {}) };
    }
    const { user } = await provisionAccount(email);
    const result = await applyExternalGrantOnce({
      reference: externalRef,
      email,
      request: asked,
      grant,
      actor: 'grants-api',
    });
    if (result.outcome === 'conflict') return conflict();
    if (result.outcome === 'applied' && !hasPassword(user)) {
      await sendSetPasswordEmail(email).catch((error: unknown) =>
        log('error', 'welcome e-mail failed', { route: ROUTE, externalRef, error }),
      );
    }
    log('info', 'grant request', { route: ROUTE, externalRef, outcome: result.outcome });
    return answer(200, { outcome: result.outcome, email: result.email, grant: result.key });
  } catch (error) {
    log('error', 'grant request failed', { route: ROUTE, externalRef, error });
    return answer(503, { error: 'The grant could not be saved; retry later' });
  }
}
