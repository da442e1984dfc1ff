'use client';

import { useRef, useState, useTransition } from 'react';
import { useTranslations } from 'use-intl/react';
import { Button } from '@/components/ui/button';
import {
  ANSWER_MAX_CHARS,
  QUESTION_MAX_CHARS,
  threadAnchor,
  type AnswerView,
  type CommunityActions,
  type QuestionView,
} from '@/lib/community/client';
import { noteTime } from '@/lib/notes/client';
import { PostForm } from './post-form';
import { PostBody } from './post-tools';

/** One question with its answers, "me too", the asker's mark and the Answer form. */
export function QuestionItem({
  question,
  actions,
  onPlay,
  onChange,
  onRemoved,
}: {
  question: QuestionView;
  actions: CommunityActions;
  onPlay: ((seconds: number) => void) | null;
  onChange: (question: QuestionView) => void;
  onRemoved: () => void;
}) {
  const t = useTranslations('community');
  const [answering, setAnswering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const count = useRef<HTMLSpanElement>(null);
  // The count is the server's (answers past the loaded ones, hidden ones), moved by `added`.
  const setAnswers = (answers: AnswerView[], added: -1 | 0 | 1) =>
    onChange({ ...question, answers, answerCount: Math.max(0, question.answerCount + added) });

  function call<T>(run: () => Promise<{ ok: true; data: T } | { ok: false; error: string }>) {
    return new Promise<{ data: T } | null>((resolve) =>
      startTransition(async () => {
        const result = await run().catch(() => null);
        if (!result || !result.ok) {
          setError(result && !result.ok ? result.error : t('errors.failed'));
          return resolve(null);
        }
        setError(null);
        resolve({ data: result.data });
      }),
    );
  }

  return (
    <li
      id={threadAnchor(question.id)}
      className="flex flex-col gap-3 rounded-xl border border-ink-700 p-3"
    >
      {question.seconds !== null && onPlay && (
        <Button size="sm" className="self-start" onClick={() => onPlay(question.seconds ?? 0)}>
          {t('atMoment', { time: noteTime(question.seconds) })}
        </Button>
      )}
      <PostBody
        post={question}
        threadId={question.id}
        answerId={null}
        max={QUESTION_MAX_CHARS}
        actions={actions}
        onEdited={(edit) => onChange({ ...question, ...edit })}
        onRemoved={onRemoved}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          aria-pressed={question.meTooByMe}
          disabled={pending || question.mine}
          onClick={async () => {
            const done = await call(() => actions.meToo({ threadId: question.id }));
            if (done) onChange({ ...question, meToo: done.data.meToo, meTooByMe: done.data.mine });
          }}
        >
          {t('meToo', { count: question.meToo })}
        </Button>
        <span ref={count} tabIndex={-1} className="text-sm text-slate-400">
          {t('answers', { count: question.answerCount })}
        </span>
        {!answering && (
          <Button size="sm" onClick={() => setAnswering(true)}>
            {t('answer')}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      {question.answers.length > 0 && (
        <ul className="flex flex-col gap-3 border-l border-ink-700 pl-3">
          {question.answers.map((answer) => {
            const helped = question.acceptedAnswerId === answer.id;
            return (
              <li key={answer.id} className="flex flex-col gap-1">
                <PostBody
                  post={answer}
                  threadId={question.id}
                  answerId={answer.id}
                  max={ANSWER_MAX_CHARS}
                  actions={actions}
                  badge={
                    <>
                      {answer.coach && (
                        <span className="rounded bg-emerald-900 px-1.5 py-0.5 text-emerald-200">
                          {t('coach')}
                        </span>
                      )}
                      {helped && <span className="text-emerald-300">{t('helped')}</span>}
                    </>
                  }
                  onEdited={(edit) =>
                    setAnswers(
                      question.answers.map((a) => (a.id === answer.id ? { ...a, ...edit } : a)),
                      0,
                    )
                  }
                  onRemoved={() => {
                    setAnswers(
                      question.answers.filter((a) => a.id !== answer.id),
                      -1,
                    );
                    // The deleted answer's buttons are gone: the focus goes to the answers'
                    // count, once it is drawn, so that it reads the new number.
                    requestAnimationFrame(() => count.current?.focus());
                  }}
                />
                {question.mine && (
                  <Button
                    size="sm"
                    className="self-start"
                    disabled={pending}
                    onClick={async () => {
                      const answerId = helped ? null : answer.id;
                      const done = await call(() =>
                        actions.accept({ threadId: question.id, answerId }),
                      );
                      if (done) onChange({ ...question, acceptedAnswerId: answerId });
                    }}
                  >
                    {helped ? t('unmarkHelped') : t('markHelped')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {answering && (
        <PostForm
          id={`answer-${question.id}`}
          label={t('yourAnswer')}
          submit={t('postAnswer')}
          max={ANSWER_MAX_CHARS}
          send={(body) => actions.answer({ threadId: question.id, body })}
          onPosted={(answer) => {
            setAnswers([...question.answers, answer], 1);
            setAnswering(false);
          }}
          onCancel={() => setAnswering(false)}
        />
      )}
    </li>
  );
}
