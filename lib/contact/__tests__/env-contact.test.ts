import { parseEnv } from '../../env';
import { LOCAL_CONTACT_FORM } from '../../env/contact-form-fields';

const hosted = {
  NODE_ENV: 'production',
  SITE_URL: 'https://academy.example.com',
  FIREBASE_PROJECT_ID: 'apex-prod',
  FIREBASE_API_KEY: 'AIzaFakeKeyForTests',
  FIREBASE_AUTH_DOMAIN: 'apex-prod.firebaseapp.com',
  CONTENTFUL_SPACE_ID: 'space123',
  CONTENTFUL_DELIVERY_TOKEN: 'cda-token',
  REVALIDATE_SECRET: 'a-long-webhook-secret',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_FROM: 'Apex Traders Academy <academy@example.com>',
  CRON_SECRET: 'a-long-cron-secret',
  UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-16',
  TRUSTED_PROXY_HOPS: '1',
};
const formUrl = 'https://docs.example.com/forms/d/e/abc/formResponse';
const fields = JSON.stringify(LOCAL_CONTACT_FORM.fields);

describe('contact form variables', () => {
  it('are optional: without them nothing is forwarded', () => {
    const env = parseEnv(hosted);
    expect(env.CONTACT_FORM_URL).toBeUndefined();
    expect(env.CONTACT_FORM_FIELDS).toBeUndefined();
    expect(parseEnv({ LOCAL_STACK: 'true' }).CONTACT_FORM_URL).toBeUndefined();
  });

  it('accept a form URL with a complete field map', () => {
    const env = parseEnv({ ...hosted, CONTACT_FORM_URL: formUrl, CONTACT_FORM_FIELDS: fields });
    expect(env.CONTACT_FORM_URL).toBe(formUrl);
  });

  it('must come together when hosted', () => {
    expect(() => parseEnv({ ...hosted, CONTACT_FORM_URL: formUrl })).toThrow(
      /CONTACT_FORM_FIELDS is required with CONTACT_FORM_URL/,
    );
    expect(() => parseEnv({ ...hosted, CONTACT_FORM_FIELDS: fields })).toThrow(
      /CONTACT_FORM_URL is required with CONTACT_FORM_FIELDS/,
    );
  });

  it('name a malformed URL or field map', () => {
    expect(() =>
      parseEnv({ ...hosted, CONTACT_FORM_URL: 'ftp://x', CONTACT_FORM_FIELDS: fields }),
    ).toThrow(/CONTACT_FORM_URL/);
    expect(() =>
      parseEnv({ ...hosted, CONTACT_FORM_URL: formUrl, CONTACT_FORM_FIELDS: '{"fullName":"e.1"}' }),
    ).toThrow(/CONTACT_FORM_FIELDS must map fullName, email, phone, subject, message/);
  });

  it('default to the stand-in entry ids locally once a URL is given', () => {
    const env = parseEnv({ LOCAL_STACK: 'true', CONTACT_FORM_URL: 'http://127.0.0.1:9555/f' });
    expect(JSON.parse(env.CONTACT_FORM_FIELDS ?? '{}')).toEqual(LOCAL_CONTACT_FORM.fields);
  });
});
