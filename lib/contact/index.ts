import 'server-only';

export * from './client';
export { clientKey } from './rate-limit';
export { retryForward, retryForwards, type RetryOneResult } from './retry';
export {
  fetchInboxPage,
  setMessageHandled,
  type ForwardStatus,
  type InboxMessage,
  type InboxView,
} from './store';
export { submitContact } from './submit';
