import { LOCAL_CONTACT_FORM, parseFormFieldMap } from '../contact-form-fields';

const complete = JSON.stringify(LOCAL_CONTACT_FORM.fields);

describe('parseFormFieldMap', () => {
  it('reads a complete map', () => {
    expect(parseFormFieldMap(complete)).toEqual(LOCAL_CONTACT_FORM.fields);
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseFormFieldMap('{fullName: entry.1}')).toThrow('must be JSON');
  });

  it('names a missing, empty or unknown field', () => {
    const withoutPhone: Partial<Record<string, string>> = { ...LOCAL_CONTACT_FORM.fields };
    delete withoutPhone.phone;
    expect(() => parseFormFieldMap(JSON.stringify(withoutPhone))).toThrow(/check: phone/);
    expect(() =>
      parseFormFieldMap(JSON.stringify({ ...LOCAL_CONTACT_FORM.fields, subject: ' ' })),
    ).toThrow(/check: subject/);
    expect(() =>
      parseFormFieldMap(JSON.stringify({ ...LOCAL_CONTACT_FORM.fields, extra: 'entry.9' })),
    ).toThrow(/must map fullName, email, phone, subject, message/);
  });
});
