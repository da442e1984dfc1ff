import type { CommunityActions } from '@/lib/community';
import {
  acceptAction,
  answerAction,
  askAction,
  deletePostAction,
  editPostAction,
  listQuestionsAction,
  meTooAction,
  reportAction,
} from './actions';

/** The community's server actions as the class section takes them (one prop, not eight). */
export const communityActions: CommunityActions = {
  list: listQuestionsAction,
  ask: askAction,
  answer: answerAction,
  edit: editPostAction,
  remove: deletePostAction,
  meToo: meTooAction,
  accept: acceptAction,
  report: reportAction,
};
