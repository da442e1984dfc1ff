'use client';

import { useState, useSyncExternalStore, useTransition, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslations } from 'use-intl/react';
import {
  failureToast,
  HONEYPOT_FIELD,
  LIMITS,
  type ContactField,
  type ContactResult,
  type FieldErrors,
} from '@/lib/contact/client';
import { ContactInput, type ContactInputProps } from './contact-input';
import { primaryButtonLook } from './styles';

/** How each field renders; limits come from lib/contact/fields, words from the `contact` catalogue. */
const FIELDS: ReadonlyArray<Omit<ContactInputProps, 'label' | 'hint' | 'maxLength' | 'error'>> = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  {
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel-national',
    prefix: '+60',
  },
  { name: 'subject' },
  { name: 'message', multiline: true },
];

type ContactFormProps = { action: (input: unknown) => Promise<ContactResult> };

const noSubscription = () => () => {};

/**
 * The 'Get in Touch' form: idle, sending, then success (fields cleared) or failure. Its
 * button is disabled until the form has hydrated: a click before that would be swallowed
 * (nothing sent, no word said).
 */
export function ContactForm({ action }: ContactFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const t = useTranslations('contact');
  const failureTexts = {
    failed: t('toasts.failed'),
    check: (labels: string) => t('toasts.check', { fields: labels }),
    label: (field: ContactField) => t(`fields.${field}`),
    separator: t('listSeparator'),
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = Object.fromEntries(new FormData(form));
    const toastId = toast.loading(t('toasts.sending'));
    startTransition(async () => {
      try {
        const result = await action(input);
        if (result.ok) {
          toast.success(t('toasts.sent'), { id: toastId });
          setErrors({});
          form.reset();
        } else {
          toast.error(failureToast(failureTexts, result.error, result.fields), { id: toastId });
          setErrors(result.fieldErrors ?? {});
        }
      } catch {
        toast.error(failureTexts.failed, { id: toastId });
      }
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-labelledby="contact-form-title">
      {FIELDS.map((field) => (
        <ContactInput
          key={field.name}
          {...field}
          label={t(`fields.${field.name}`)}
          hint={field.name === 'phone' ? t('phoneHint') : undefined}
          maxLength={LIMITS[field.name]}
          error={errors[field.name]}
        />
      ))}
      {/* Off-screen and out of the tab order: only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>{t('honeypot')}</label>
        <input
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        disabled={pending || !hydrated}
        className={`${primaryButtonLook} w-full px-5 py-3 text-sm disabled:opacity-60`}
      >
        {pending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
