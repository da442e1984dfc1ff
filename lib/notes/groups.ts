import { classTitle, courseTitle, type Course, type UntitledNames } from '../content/client';
import { isOpenClass } from '../grants/client';
import { byMoment, type Note } from './rules';

export type NoteClassGroup = {
  classId: string;
  title: string;
  /** The class is in the member's course but not open yet: its title shows, no link. */
  locked: boolean;
  notes: Note[];
};
export type NoteCourseGroup = { courseId: string; title: string; classes: NoteClassGroup[] };

/**
 * A member's notes by course and class, in the order the member's courses list them.
 * Notes whose class is not among the member's courses now (access ended, the class gone)
 * stay the member's but are kept apart, in `elsewhere`, with nothing of their class.
 */
export function groupNotes(
  notes: readonly Note[],
  courses: readonly Course[],
  untitled: UntitledNames,
): { courses: NoteCourseGroup[]; elsewhere: Note[] } {
  const byClass = new Map<string, Note[]>();
  for (const note of notes) {
    const key = `${note.courseId}\u0000${note.classId}`;
    byClass.set(key, [...(byClass.get(key) ?? []), note]);
  }
  const groups: NoteCourseGroup[] = [];
  for (const course of courses) {
    const classes: NoteClassGroup[] = [];
    for (const courseClass of course.classes) {
      const key = `${course.id}\u0000${courseClass.id}`;
      const found = byClass.get(key);
      if (!found) continue;
      byClass.delete(key);
      classes.push({
        classId: courseClass.id,
        title: classTitle(courseClass, untitled),
        locked: !isOpenClass(courseClass),
        notes: [...found].sort(byMoment),
      });
    }
    if (classes.length > 0)
      groups.push({ courseId: course.id, title: courseTitle(course, untitled), classes });
  }
  const elsewhere = [...byClass.values()].flat().sort((a, b) => a.createdAt - b.createdAt);
  return { courses: groups, elsewhere };
}
