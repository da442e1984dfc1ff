import type { ContactField } from '@/lib/contact/client';

export type ContactInputProps = {
  name: ContactField;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  prefix?: string;
  hint?: string;
  multiline?: boolean;
  error?: string;
};

const box =
  'w-full rounded-lg border border-white/15 bg-ink-950 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 focus:border-brand-400 aria-[invalid=true]:border-red-400';

/** One labelled, required field with its hint and the server's error, both announced with it. */
export function ContactInput({
  name,
  label,
  type = 'text',
  autoComplete,
  maxLength,
  prefix,
  hint,
  multiline,
  error,
}: ContactInputProps) {
  const id = `contact-${name}`;
  // The prefix is part of what the field expects, so it is read with the hint.
  const described =
    [prefix && `${id}-prefix`, hint && `${id}-hint`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    name,
    required: true,
    maxLength,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: box,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        {prefix && (
          <span
            id={`${id}-prefix`}
            className="grid place-items-center rounded-lg border border-white/15 bg-ink-800 px-3 text-sm text-slate-200"
          >
            {prefix}
          </span>
        )}
        {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
