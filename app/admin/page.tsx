import { operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';

export const generateMetadata = () => operatorMetadata('Members');

export default async function MembersPage() {
  await requireOperator();
  return <h1 className="text-2xl font-bold tracking-tight">Members</h1>;
}
