import { Spinner } from '@/components/members/spinner';

export default function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading courses" />
    </div>
  );
}
