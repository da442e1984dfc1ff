import 'server-only';
import { getOperatorSession, NOT_FOUND, type MemberSession } from '../auth';
import { log } from '../log';
import { MemberError } from '../members';

/**
 * What every console action answers. A refusal of bad input names the field, so the form
 * can point at it and keep what was typed.
 */
export type ActionResult<T = null> =
  { ok: true; data: T } | { ok: false; error: string; field?: string };

/** The answer to a failure that is not the operator's to fix; the log has the details. */
export const ACTION_FAILED = 'The change could not be made. Please try again.';

/**
 * A console server action: re-verifies the session and the operator claim on every call,
 * so a crafted call from anyone else changes nothing and learns nothing (the same "not
 * found" as the pages' 404). A MemberError's message is for the operator; anything else
 * is logged without its stack and answered with ACTION_FAILED.
 */
export function operatorAction<Args extends unknown[], T>(
  name: string,
  run: (operator: MemberSession, ...args: Args) => Promise<ActionResult<T>>,
): (...args: Args) => Promise<ActionResult<T>> {
  return async (...args) => {
    const operator = await getOperatorSession();
    if (!operator) return { ok: false, error: NOT_FOUND };
    try {
      return await run(operator, ...args);
    } catch (error) {
      if (error instanceof MemberError) return { ok: false, error: error.message };
      log('error', 'a console action failed', { action: name, error });
      return { ok: false, error: ACTION_FAILED };
    }
  };
}
