import { LOCAL_STACK } from '../lib/local-stack';

/** Instance B: the same build as the base URL's instance A, on the same stack and Redis. */
export function secondInstance(): string {
  const url = process.env.E2E_SECOND_BASE_URL;
  if (!url) throw new Error('E2E_SECOND_BASE_URL is not set: run the specs through npm test');
  return url;
}

export const REVALIDATE_SECRET = LOCAL_STACK.revalidateSecret;
