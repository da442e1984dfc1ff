import 'server-only';

export {
  backfillClassActivity,
  fetchClassNotesIfAny,
  fetchClassTradesIfAny,
  fetchNotesIfAny,
} from './store';
