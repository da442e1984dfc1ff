/**
 * Whether a member with these active course ids is in the audience of something meant for
 * some courses (an announcement, a live session): any of its courses, or, for one of no
 * course, any access at all. A member with no active course is in no audience.
 */
export function isInAudience(
  target: { readonly courseIds: readonly string[] },
  memberCourseIds: readonly string[],
): boolean {
  if (memberCourseIds.length === 0) return false;
  if (target.courseIds.length === 0) return true;
  return target.courseIds.some((id) => memberCourseIds.includes(id));
}
