import 'server-only';

export * from './client';
export { allowPost } from './limits';
export { digestMail, sendCoachDigests } from './digest';
export { answerMail, queueAnswerMail } from './mail';
export {
  addressMeTooMarks,
  hasMemberPosts,
  moveMemberPosts,
  refreshOperatorBadges,
  setCoach,
} from './member-posts';
export {
  answerView,
  classQuestionsOrNull,
  classQuestionsPage,
  questionView,
  renderPost,
  type ClassQuestionsPage,
} from './view';
export {
  answerInput,
  askInput,
  editAnswerInput,
  editQuestionInput,
  firstIssue,
  listInput,
  muteInput,
  postRef,
  reportInput,
  threadRef,
  type AskInput,
  type PostRef,
} from './schema';
export {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  canSeeClass,
  closeReport,
  COACH_FIELD,
  countUnanswered,
  countUnseenAnswers,
  deletePost,
  deletePostAsOperator,
  editPost,
  fetchClassFirstPage,
  fetchClassThreads,
  fetchHubPage,
  fetchIsCoach,
  fetchOpenReports,
  fetchThread,
  fetchThreadAsOperator,
  fetchUnanswered,
  markAnswersSeen,
  MUTED_FIELD,
  muteMember,
  refreshClassSummary,
  reportPost,
  setPostHidden,
  toggleMeToo,
  viewerOf,
  type CommunityWrite,
  type Report,
  type Viewer,
} from './store';
