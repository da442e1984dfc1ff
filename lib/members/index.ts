import 'server-only';

export * from './client';
export { accessTags, calendarFeedTag, expireAccessTags, markOutsideNext } from './access-cache';
export { CLASS_ACTIVITY_COMPLETE_FIELD } from './class-activity';
export { addClassActivity } from './class-activity-writes';
export { listMembers, MEMBERS_PAGE_SIZE, type MemberPage } from './directory';
export { userDocPath } from './course-ids';
export { MemberError } from './member-error';
export {
  CALENDAR_FEED_FIELD,
  ME_TOO_FIELD,
  ME_TOO_SINCE_FIELD,
  parseMemberRecord,
  UNSEEN_ANSWERS_FIELD,
} from './record';
export {
  endSessions,
  fetchMemberRecord,
  fetchRecordBoundTo,
  MEMBER_COLLECTIONS,
  memberCollection,
  memberDoc,
  recordAnnouncementsRead,
  recordDisabled,
  recordSessionOpened,
  recordVisit,
  saveMemberLanguage,
  saveMemberTimeZone,
  type MemberCollection,
} from './store';
