import { LOCAL_CONTACT_FORM } from '../../env/contact-form-fields';
import { buildFormBody, forwardMessage } from '../forward';

const message = {
  fullName: 'Tan Wei Ming',
  email: 'weiming@example.com',
  phone: '12-3456789',
  subject: 'Events & workshops',
  message: 'When is the next offline event?\nThanks!',
};
const forwarding = {
  url: 'https://forms.example.com/f/abc/formResponse',
  fields: LOCAL_CONTACT_FORM.fields,
};

function fakeFetch(answer: Response | Error) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { impl, calls };
}

describe('buildFormBody', () => {
  it('puts each value under its entry id', () => {
    const body = buildFormBody(message, LOCAL_CONTACT_FORM.fields);
    expect(Object.fromEntries(body)).toEqual({
      'entry.1000001': 'Tan Wei Ming',
      'entry.1000002': 'weiming@example.com',
      'entry.1000003': '12-3456789',
      'entry.1000004': 'Events & workshops',
      'entry.1000005': 'When is the next offline event?\nThanks!',
    });
  });
});

describe('forwardMessage', () => {
  it('posts the form body to the configured URL', async () => {
    const fake = fakeFetch(new Response('ok', { status: 200 }));
    await expect(forwardMessage(message, forwarding, fake.impl)).resolves.toEqual({ ok: true });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toBe(forwarding.url);
    expect(fake.calls[0]?.init?.method).toBe('POST');
    expect(String(fake.calls[0]?.init?.body)).toContain('entry.1000004=Events+%26+workshops');
  });

  it('counts a redirect to a thank-you page as success', async () => {
    const fake = fakeFetch(new Response(null, { status: 302, headers: { location: '/thanks' } }));
    await expect(forwardMessage(message, forwarding, fake.impl)).resolves.toEqual({ ok: true });
  });

  it('reports an error status without throwing', async () => {
    const fake = fakeFetch(new Response('down', { status: 503 }));
    await expect(forwardMessage(message, forwarding, fake.impl)).resolves.toEqual({
      ok: false,
      error: 'HTTP 503',
    });
  });

  it('reports a network error without throwing', async () => {
    const fake = fakeFetch(new TypeError('fetch failed'));
    await expect(forwardMessage(message, forwarding, fake.impl)).resolves.toEqual({
      ok: false,
      error: 'TypeError: fetch failed',
    });
  });
});
