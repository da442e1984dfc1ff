import { CourseTable } from '@/components/admin/course-table';
import { courseRows, operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { fetchCourseCounts } from '@/lib/grants';

export const generateMetadata = () => operatorMetadata('Courses');

/** Every catalog course with its members counted by count() queries (lib/grants/course-members.ts). */
export default async function CoursesPage() {
  await requireOperator();
  const { courses } = await getCatalogOrEmpty('/admin/courses');
  const counts = await fetchCourseCounts(courses.map((course) => course.id));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Courses</h1>
      <p className="max-w-prose text-sm text-slate-400">
        Entitled: members whose access gives the course now. Started: members with progress in any
        of its classes. Completed: members who completed every class. Completion rate: completed of
        started.
      </p>
      <CourseTable rows={courseRows(courses, counts)} />
    </div>
  );
}
