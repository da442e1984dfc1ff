import 'server-only';

export { ACTION_FAILED, operatorAction, type ActionResult } from './action';
export { operatorMetadata } from './metadata';
export {
  consoleHref,
  describeChange,
  formatTime,
  forwardingLabel,
  INBOX_VIEWS,
  inboxViewOf,
  parsePlanForm,
  splitCourseIds,
  type InboxViewName,
  type PlanForm,
} from './ops';
