import { AddMemberForm } from '@/components/admin/add-member-form';
import { operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { addMemberAction } from './actions';

export const generateMetadata = () => operatorMetadata('Add member');

export default async function AddMemberPage() {
  await requireOperator();
  const catalog = await getCatalogOrEmpty('/admin/members/new');
  const courses = catalog.courses.map((course) => ({
    id: course.id,
    title: course.title ?? course.id,
  }));
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Add member</h1>
      <AddMemberForm courses={courses} action={addMemberAction} />
    </div>
  );
}
