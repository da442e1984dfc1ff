/**
 * lib/progress's client-safe door: the progress rules and the browser's sender, without
 * Firestore. Server code imports everything from `@/lib/progress`.
 */
export type { ProgressRequest } from './request';
export {
  clampPosition,
  completedClassIds,
  courseProgress,
  isWatchedToCompletion,
  nextClass,
  PROGRESS_SAVE_MS,
  resumePosition,
  type CourseProgress,
} from './rules';
export {
  availableSince,
  buildDashboard,
  MAX_NEW_CLASSES,
  type CourseCard,
  type Dashboard,
  type DashboardClass,
} from './dashboard';
export { sendProgress } from './send';
