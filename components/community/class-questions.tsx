'use client';

import { useRef, useState, useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
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

type QuestionPage = { questions: QuestionView[]; next: string | null };

export type ClassQuestionsProps = {
  courseId: string;
  classId: string;
  /** The first page of the class's questions, newest first, or null when it could not be read. */
  initial: QuestionPage | null;
  hasVideo: boolean;
  /** Where the community guideline is: opened in a new tab, so a question being typed stays. */
  guidelineHref: string;
  /** What a screen reader adds to the guideline link (common.opensInNewTab). */
  newTabText: string;
  actions: CommunityActions;
};

/** The `Questions` section under a class's notes (issue #34). */
export function ClassQuestions({
  courseId,
  classId,
  initial,
  hasVideo,
  guidelineHref,
  newTabText,
  actions,
}: ClassQuestionsProps) {
  const t = useTranslations('community');
  const player = usePlayerHandle();
  const [order, setOrder] = useState<ThreadOrder>('newest');
  // The most asked are read the first time the member asks for them, like later pages.
  const [lists, setLists] = useState<Record<ThreadOrder, QuestionPage | null>>({
    newest: initial ?? { questions: [], next: null },
    mostAsked: null,
  });
  const [pin, setPin] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, startLoading] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);
  const questions = lists[order]?.questions ?? [];
  const next = order === 'newest' ? (lists.newest?.next ?? null) : null;
  const now = () => pinSeconds(player?.current?.currentTime() ?? Number.NaN);
  const edit = (update: (list: QuestionView[]) => QuestionView[]) =>
    setLists((all) => ({
      newest: all.newest && { ...all.newest, questions: update(all.newest.questions) },
      mostAsked: all.mostAsked && { ...all.mostAsked, questions: update(all.mostAsked.questions) },
    }));
  const change = (question: QuestionView) =>
    edit((list) => list.map((q) => (q.id === question.id ? question : q)));
  // A deleted question takes its buttons with it: the focus goes to the section's heading.
  const remove = (id: string) => {
    heading.current?.focus();
    edit((list) => list.filter((q) => q.id !== id));
  };
  /** Reads a page (`after` null: the first) and puts it in place, or after what is shown. */
  const load = (which: ThreadOrder, after: string | null) =>
    startLoading(async () => {
      const result = await actions
        .list({ courseId, classId, order: which, after })
        .catch(() => null);
      if (!result || !result.ok) {
        setError(result && !result.ok ? result.error : t('errors.failed'));
        return;
      }
      setError(null);
      setLists((all) => {
        const shown = after ? (all[which]?.questions ?? []) : [];
        const known = new Set(shown.map((q) => q.id));
        const added = result.data.questions.filter((q) => !known.has(q.id));
        return { ...all, [which]: { questions: [...shown, ...added], next: result.data.next } };
      });
    });

  return (
    <section aria-labelledby="class-questions-heading" className="flex flex-col gap-3">
      <h2
        ref={heading}
        id="class-questions-heading"
        tabIndex={-1}
        className="text-xl font-semibold"
      >
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
            newest: all.newest && { ...all.newest, questions: [question, ...all.newest.questions] },
            mostAsked: all.mostAsked && {
              ...all.mostAsked,
              questions: [...all.mostAsked.questions, question],
            },
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
            <ExternalLink
              href={guidelineHref}
              newTabText={newTabText}
              className="text-sm underline"
            >
              {t('guideline')}
            </ExternalLink>
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
            onClick={() => {
              setOrder(value);
              if (lists[value] === null) load(value, null);
            }}
          >
            {t(value)}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {questions.length === 0 ? (
        initial !== null &&
        lists[order] !== null && <p className="text-sm text-slate-400">{t('none')}</p>
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
      {next && (
        <Button
          size="sm"
          className="self-start"
          disabled={loading}
          onClick={() => load('newest', next)}
        >
          {t('more')}
        </Button>
      )}
    </section>
  );
}
