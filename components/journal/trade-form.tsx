'use client';

import { startTransition, useActionState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { INSTRUMENT_MAX, SETUP_MAX, TRADE_NOTES_MAX, type TradeField } from '@/lib/journal/client';

export type TradeFormState = {
  ok: boolean;
  errors: string[];
  /** The field each of `errors` is about, in the same order (null: none, a refusal). */
  fields?: Array<TradeField | null>;
  done: number;
};

/** The form's words, from the `journal` catalogue on the server (it ships on this page only). */
export type TradeFormTexts = {
  heading: string;
  submit: string;
  hint: string;
  timeZone: string;
  saved: string;
  /** Said when the request itself fails (the network, the server): nothing was saved. */
  failed: string;
  long: string;
  short: string;
  /** The class field: its label, its "No class" choice, and what names a class it cannot title. */
  lesson: { label: string; none: string; unknown: string };
  fields: Record<
    | 'instrument'
    | 'direction'
    | 'entry'
    | 'stop'
    | 'exit'
    | 'size'
    | 'opened'
    | 'closed'
    | 'setup'
    | 'notes',
    string
  >;
};

/** The field values as the inputs hold them (datetime-local in the member's time zone). */
export type TradeFormValues = Partial<
  Record<keyof TradeFormTexts['fields'] | 'id' | 'lesson', string>
>;

const input = 'rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm';
const problemId = (index: number) => `trade-problem-${index}`;

/**
 * Adding or editing a trade: checked on the server (the action), every problem listed with
 * the field's label, and each field with a problem marked invalid and described by its own
 * (the list's line); the setups the member used before are offered as they type. A refusal
 * or a failed request keeps everything typed; a save starts the form afresh (its key).
 */
export function TradeForm({
  action,
  texts,
  values,
  lessonTitle = null,
  setups,
}: {
  action: (state: TradeFormState, form: FormData) => Promise<TradeFormState>;
  texts: TradeFormTexts;
  values: TradeFormValues;
  /** The linked class's title (values.lesson), when the member may open it. */
  lessonTitle?: string | null;
  setups: string[];
}) {
  const [state, submit, pending] = useActionState(
    // A failed request marks no field: what the last refusal marked is not known to stand.
    (previous: TradeFormState, form: FormData) =>
      action(previous, form).catch((): TradeFormState => ({
        ok: false,
        errors: [texts.failed],
        done: previous.done,
      })),
    { ok: false, errors: [], done: 0 },
  );
  // Submitted by hand, not as the form's action: React resets a form after its action, which
  // would empty what the member typed when the server refuses it.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    startTransition(() => submit(form));
  };
  // A field the server found a problem with: invalid, described by that problem's line.
  const marks = (name: TradeField) => {
    const ids = state.errors.flatMap((_, i) => (state.fields?.[i] === name ? [problemId(i)] : []));
    return ids.length > 0 ? { 'aria-invalid': true, 'aria-describedby': ids.join(' ') } : {};
  };
  const field = (name: TradeField, props: Record<string, unknown> = {}) => (
    <label className="flex flex-col gap-1 text-sm">
      <span>{texts.fields[name]}</span>
      <input
        name={name}
        defaultValue={values[name] ?? ''}
        className={input}
        {...marks(name)}
        {...props}
      />
    </label>
  );
  return (
    <form
      onSubmit={onSubmit}
      key={state.done}
      aria-labelledby="trade-form-heading"
      className="flex flex-col gap-3 rounded-xl border border-ink-700 p-4"
    >
      <h2 id="trade-form-heading" className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <input type="hidden" name="id" value={values.id ?? ''} />
      {values.lesson ? (
        // The class the trade practises, shown, and "No class" to unlink it.
        <label className="flex flex-col gap-1 text-sm">
          <span>{texts.lesson.label}</span>
          <select name="lesson" defaultValue={values.lesson} className={input}>
            <option value={values.lesson}>{lessonTitle ?? texts.lesson.unknown}</option>
            <option value="">{texts.lesson.none}</option>
          </select>
        </label>
      ) : (
        <input type="hidden" name="lesson" value="" />
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        {field('instrument', { required: true, maxLength: INSTRUMENT_MAX, autoComplete: 'off' })}
        <label className="flex flex-col gap-1 text-sm">
          <span>{texts.fields.direction}</span>
          <select
            name="direction"
            defaultValue={values.direction ?? 'long'}
            className={input}
            {...marks('direction')}
          >
            <option value="long">{texts.long}</option>
            <option value="short">{texts.short}</option>
          </select>
        </label>
        {field('size', { required: true, inputMode: 'decimal' })}
        {field('entry', { required: true, inputMode: 'decimal' })}
        {field('stop', { required: true, inputMode: 'decimal' })}
        {field('exit', { inputMode: 'decimal' })}
        {field('opened', { type: 'datetime-local', required: true })}
        {field('closed', { type: 'datetime-local' })}
        {field('setup', { list: 'journal-setups', maxLength: SETUP_MAX, autoComplete: 'off' })}
      </div>
      <datalist id="journal-setups">
        {setups.map((setup) => (
          <option key={setup} value={setup} />
        ))}
      </datalist>
      <label className="flex flex-col gap-1 text-sm">
        <span>{texts.fields.notes}</span>
        <textarea
          name="notes"
          defaultValue={values.notes ?? ''}
          maxLength={TRADE_NOTES_MAX}
          className={input}
          {...marks('notes')}
        />
      </label>
      <p className="text-xs text-slate-400">
        {texts.hint} {texts.timeZone}
      </p>
      {state.errors.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-300">
          {state.errors.map((error, index) => (
            <li key={error} id={problemId(index)}>
              {error}
            </li>
          ))}
        </ul>
      )}
      {state.ok && (
        <p role="status" className="text-sm text-emerald-300">
          {texts.saved}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={pending} className="self-start">
        {texts.submit}
      </Button>
    </form>
  );
}
