import 'server-only';

export * from './client';
export { clientKey } from './rate-limit';
export { retryForwards } from './retry';
export { submitContact } from './submit';
