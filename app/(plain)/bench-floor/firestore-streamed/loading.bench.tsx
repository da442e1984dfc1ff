import { Spinner } from '@/components/members/spinner';

/** The boundary /home had (app/(app)/(members)/home/loading.tsx, removed in issue #33): what streaming costs. */
export default function Loading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading courses" />
    </div>
  );
}
