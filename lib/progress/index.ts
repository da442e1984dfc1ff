import 'server-only';

export * from './client';
export { MAX_PROGRESS_BODY_BYTES, progressRequest } from './request';
export { savePosition, setCompleted } from './store';
