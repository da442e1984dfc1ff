import 'server-only';

export { ACTION_FAILED, operatorAction, type ActionResult } from './action';
export { operatorMetadata } from './metadata';
export { courseRows, type CourseRow } from './course-table';
