import 'server-only';

export { backfillClassActivity, fetchClassNotesIfAny, fetchClassTradesIfAny } from './store';
