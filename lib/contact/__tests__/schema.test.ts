import { HONEYPOT_FIELD } from '../fields';
import { isHoneypotFilled, parseContact } from '../schema';

const valid = {
  fullName: 'Nur Aisyah',
  email: 'aisyah@example.com',
  phone: '12-345 6789',
  subject: 'Membership question',
  message: 'Do the weekly sessions get recorded?',
};

describe('parseContact', () => {
  it('accepts a complete message and trims every field', () => {
    const result = parseContact({ ...valid, fullName: '  Nur Aisyah  ' });
    expect(result).toEqual({ ok: true, data: valid });
  });

  it('names every missing field', () => {
    const result = parseContact({ email: 'a@example.com' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      'fullName',
      'message',
      'phone',
      'subject',
    ]);
    expect(result.fieldErrors.fullName).toBe('Full Name is required');
  });

  it('treats blank text as missing', () => {
    const result = parseContact({ ...valid, subject: '   ' });
    expect(result).toEqual({ ok: false, fieldErrors: { subject: 'Subject is required' } });
  });

  it('checks the e-mail format', () => {
    const result = parseContact({ ...valid, email: 'not-an-email' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: 'Email must be a valid e-mail address' },
    });
  });

  it.each([
    ['+60 12-345 6789', '12-345 6789'],
    ['+60123456789', '123456789'],
    ['+6012-3456789', '12-3456789'],
    ['+6 012-345 6789', '12-345 6789'],
    ['+60 012-345 6789', '12-345 6789'],
    ['6012-345 6789', '12-345 6789'],
    ['012-345 6789', '12-345 6789'],
    ['03-2345 6789', '3-2345 6789'],
    ['12-345 6789', '12-345 6789'],
    ['6-234 5678', '6-234 5678'],
  ])('takes %s as the national number %s', (phone, national) => {
    expect(parseContact({ ...valid, phone })).toEqual({
      ok: true,
      data: { ...valid, phone: national },
    });
  });

  it.each(['+60', '0'])('takes %s alone for a missing number', (phone) => {
    const result = parseContact({ ...valid, phone });
    expect(result).toEqual({ ok: false, fieldErrors: { phone: 'Phone Number is required' } });
  });

  it.each(['+65 9123 4567', '+1 555 0100', '12+60', '12.345.678', 'call me', '(012) 3456'])(
    'refuses the phone number %s',
    (phone) => {
      const result = parseContact({ ...valid, phone });
      expect(result).toEqual({
        ok: false,
        fieldErrors: { phone: 'Phone Number may contain only digits, spaces and dashes' },
      });
    },
  );

  it('enforces the length limits at their edges', () => {
    expect(parseContact({ ...valid, fullName: 'a'.repeat(100) }).ok).toBe(true);
    expect(parseContact({ ...valid, subject: 's'.repeat(150) }).ok).toBe(true);
    expect(parseContact({ ...valid, message: 'm'.repeat(5000) }).ok).toBe(true);
    const result = parseContact({
      ...valid,
      fullName: 'a'.repeat(101),
      subject: 's'.repeat(151),
      message: 'm'.repeat(5001),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['fullName', 'message', 'subject']);
  });

  it('refuses non-object and non-string input', () => {
    expect(parseContact(null).ok).toBe(false);
    expect(parseContact({ ...valid, message: 42 }).ok).toBe(false);
  });
});

describe('isHoneypotFilled', () => {
  it('is false when the field is missing or empty', () => {
    expect(isHoneypotFilled(valid)).toBe(false);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: '' })).toBe(false);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: '   ' })).toBe(false);
    expect(isHoneypotFilled('text')).toBe(false);
  });

  it('is true for any value a bot typed in', () => {
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: 'https://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ ...valid, [HONEYPOT_FIELD]: 1 })).toBe(true);
  });
});

describe('parseContact in the page language', () => {
  it('tells the errors in Malay and in Chinese', () => {
    const ms = parseContact({ ...valid, subject: ' ', email: 'x' }, 'ms');
    expect(ms).toEqual({
      ok: false,
      fieldErrors: { subject: 'Subjek wajib diisi', email: 'E-mel mestilah alamat e-mel yang sah' },
    });
    const zh = parseContact({ ...valid, message: 'm'.repeat(5001) }, 'zh');
    expect(zh).toEqual({ ok: false, fieldErrors: { message: '留言最多 5,000 个字符' } });
  });

  it.each([
    ['en', 'Message must be at most 5,000 characters'],
    ['ms', 'Mesej tidak boleh melebihi 5,000 aksara'],
    ['zh', '留言最多 5,000 个字符'],
  ] as const)('writes the limit as a number of %s', (locale, message) => {
    const result = parseContact({ ...valid, message: 'm'.repeat(5001) }, locale);
    expect(result).toEqual({ ok: false, fieldErrors: { message } });
  });
});
