import { Spinner } from '@/components/members/spinner';

/** The same boundary as /home's (app/(app)/(members)/home/loading.tsx). */
export default function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading courses" />
    </div>
  );
}
