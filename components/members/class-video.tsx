'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import type { PlaybackSample } from '@/components/video/use-progress-samples';
import { VideoPlayer } from '@/components/video/video-player';
import { isWatchedToCompletion, sendProgress } from '@/lib/progress/client';

export type ClassVideoProps = {
  courseId: string;
  classId: string;
  videoId: string;
  title: string;
  resumeAt: number | null;
  /** A moment from the URL (`t`) to start at instead of offering the resume. */
  startAt?: number | null;
  completed: boolean;
};

/** The class's video, saving the member's place as they watch. */
export function ClassVideo({
  courseId,
  classId,
  videoId,
  title,
  resumeAt,
  startAt = null,
  completed,
}: ClassVideoProps) {
  const router = useRouter();
  const known = useRef(completed);
  // Unticked by hand since: watching to the end completes it again, and the page shows it.
  useEffect(() => {
    known.current = completed;
  }, [completed]);

  const onSample = useCallback(
    (sample: PlaybackSample) => {
      const update = { type: 'position' as const, courseId, classId, ...sample };
      void sendProgress(update, { beacon: sample.reason === 'hide' }).then((saved) => {
        // The class just became complete: refresh so the check and the counts show it.
        if (saved && !known.current && isWatchedToCompletion(sample)) {
          known.current = true;
          router.refresh();
        }
      });
    },
    [courseId, classId, router],
  );

  return (
    <VideoPlayer
      videoId={videoId}
      title={title}
      resumeAt={resumeAt}
      startAt={startAt}
      onSample={onSample}
    />
  );
}
