'use client';

import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import { usePlayerHandle } from '@/components/video/player-handle';
import {
  QUESTION_MAX_CHARS,
  type CommunityActions,
  type QuestionView,
  type ThreadOrder,
} from '@/lib/community/client';
import { pinSeconds } from '@/lib/notes/client';
import { PostForm } from './post-form';
import { QuestionItem } from './question-item';

export type ClassQuestionsProps = {
  courseId: string;
  classId: string;
  /** The class's questions (newest and most asked first), or null when they could not be read. */
  initial: Record<ThreadOrder, QuestionView[]> | null;
  hasVideo: boolean;
  /** Where the community guideline is. */
  guidelineHref: string;
  actions: CommunityActions;
};

/** The `Questions` section under a class's notes (issue #34). */
export function ClassQuestions({
  courseId,
  classId,
  initial,
  hasVideo,
  guidelineHref,
  actions,
}: ClassQuestionsProps) {
  const t = useTranslations('community');
  const player = usePlayerHandle();
  const [order, setOrder] = useState<ThreadOrder>('newest');
  const [lists, setLists] = useState(initial ?? { newest: [], mostAsked: [] });
  const [pin, setPin] = useState(false);
  const questions = lists[order];
  const now = () => pinSeconds(player?.current?.currentTime() ?? Number.NaN);
  const change = (question: QuestionView) =>
    setLists((all) => ({
      newest: all.newest.map((q) => (q.id === question.id ? question : q)),
      mostAsked: all.mostAsked.map((q) => (q.id === question.id ? question : q)),
    }));
  const remove = (id: string) =>
    setLists((all) => ({
      newest: all.newest.filter((q) => q.id !== id),
      mostAsked: all.mostAsked.filter((q) => q.id !== id),
    }));

  return (
    <section aria-labelledby="class-questions-heading" className="flex flex-col gap-3">
      <h2 id="class-questions-heading" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      <PostForm
        id={`new-question-${classId}`}
        label={t('yourQuestion')}
        submit={t('postQuestion')}
        max={QUESTION_MAX_CHARS}
        send={(body) =>
          actions.ask({ courseId, classId, seconds: hasVideo && pin ? now() : null, body })
        }
        onPosted={(question) =>
          setLists((all) => ({
            newest: [question, ...all.newest],
            mostAsked: [...all.mostAsked, question],
          }))
        }
        extra={
          <>
            {hasVideo && (
              <label className="flex items-center gap-1 text-sm">
                <input
                  type="checkbox"
                  checked={pin}
                  onChange={(event) => setPin(event.target.checked)}
                />
                {t('pinMoment')}
              </label>
            )}
            <a href={guidelineHref} className="text-sm underline">
              {t('guideline')}
            </a>
          </>
        }
      />
      {initial === null && (
        <p role="status" className="text-sm text-slate-400">
          {t('loadFailed')}
        </p>
      )}
      <div className="flex gap-2" role="group">
        {(['newest', 'mostAsked'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            aria-pressed={order === value}
            onClick={() => setOrder(value)}
          >
            {t(value)}
          </Button>
        ))}
      </div>
      {questions.length === 0 ? (
        initial !== null && <p className="text-sm text-slate-400">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              actions={actions}
              onPlay={hasVideo ? (seconds) => player?.current?.playFrom(seconds) : null}
              onChange={change}
              onRemoved={() => remove(question.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
