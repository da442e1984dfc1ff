import { TEST_SECOND_APP_URL } from '../../dev/test-run/env';
import { LOCAL_STACK } from '../../lib/env';

/** Instance B: the same build as the base URL's instance A, on the same stack and Redis. */
export function secondInstance(): string {
  return TEST_SECOND_APP_URL;
}

export const REVALIDATE_SECRET = LOCAL_STACK.revalidateSecret;
