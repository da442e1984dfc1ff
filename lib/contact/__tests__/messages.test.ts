import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/client';
import { MESSAGES, messagesFor } from '@/lib/i18n/messages';
import type { ContactField } from '../fields';
import { failureToast, type FailureTexts } from '../messages';

/** The texts the form builds from the `contact` catalogue of a language. */
function textsIn(locale: Locale): FailureTexts {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'contact' });
  return {
    failed: t('toasts.failed'),
    check: (labels) => t('toasts.check', { fields: labels }),
    label: (field: ContactField) => t(`fields.${field}`),
    separator: t('listSeparator'),
  };
}

describe('contact toasts', () => {
  it('uses the texts of docs/product.md#messages in English', () => {
    expect(MESSAGES.en.contact.toasts).toMatchObject({
      sending: 'Sending...',
      sent: 'Message sent successfully!',
      failed: 'Failed to send message. Please try again later.',
    });
  });

  it('names the fields to fix on invalid input', () => {
    expect(failureToast(textsIn('en'), 'invalid', ['email', 'phone'])).toBe(
      'Please check: Email, Phone Number',
    );
    expect(failureToast(textsIn('ms'), 'invalid', ['email', 'phone'])).toBe(
      'Sila semak: E-mel, Nombor Telefon',
    );
    expect(failureToast(textsIn('zh'), 'invalid', ['email', 'phone'])).toBe(
      '请检查：电邮、电话号码',
    );
  });

  it('answers bots and rate limits like any other failure', () => {
    const texts = textsIn('en');
    for (const error of ['rejected', 'rate-limited', 'unavailable'] as const) {
      expect(failureToast(texts, error)).toBe(texts.failed);
    }
    expect(failureToast(texts, 'invalid', [])).toBe(texts.failed);
  });
});
