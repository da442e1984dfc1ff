import type { MemberReport } from '@/lib/accounts/client';
import { EmptyNote } from '../data-table';
import { Section } from './section';

export function CoursesSection({ courses }: { courses: MemberReport['courses'] }) {
  return (
    <Section title="Courses">
      {courses.length === 0 ? (
        <EmptyNote>No courses: no active grant gives any.</EmptyNote>
      ) : (
        <ul className="space-y-1 text-sm">
          {courses.map((course) => (
            <li key={course.id}>
              {course.known ? (
                (course.title ?? 'Untitled Course')
              ) : (
                <span className="text-amber-200">Unknown course</span>
              )}{' '}
              <code className="text-slate-400">{course.id}</code>
              {!course.known && <span className="sr-only"> (not in the catalog)</span>}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
