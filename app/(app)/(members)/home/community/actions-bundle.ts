import type { CommunityActions } from '@/lib/community';
import {
  acceptAction,
  answerAction,
  askAction,
  deletePostAction,
  editPostAction,
  meTooAction,
  reportAction,
} from './actions';

/** The community's server actions as the class section takes them (one prop, not seven). */
export const communityActions: CommunityActions = {
  ask: askAction,
  answer: answerAction,
  edit: editPostAction,
  remove: deletePostAction,
  meToo: meTooAction,
  accept: acceptAction,
  report: reportAction,
};
