import { failureToast, TOASTS } from '../messages';

describe('contact toasts', () => {
  it('uses the texts of docs/product.md#messages', () => {
    expect(TOASTS).toEqual({
      sending: 'Sending...',
      sent: 'Message sent successfully!',
      failed: 'Failed to send message. Please try again later.',
    });
  });

  it('names the fields to fix on invalid input', () => {
    expect(failureToast('invalid', ['email', 'phone'])).toBe('Please check: Email, Phone Number');
  });

  it('answers bots and rate limits like any other failure', () => {
    for (const error of ['rejected', 'rate-limited', 'unavailable'] as const) {
      expect(failureToast(error)).toBe(TOASTS.failed);
    }
    expect(failureToast('invalid', [])).toBe(TOASTS.failed);
  });
});
