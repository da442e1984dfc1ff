import { jsonError, REQUEST_ERRORS } from '../json-error';

describe('jsonError', () => {
  it('answers the status with the message as JSON', async () => {
    const response = jsonError(413, REQUEST_ERRORS.bodyTooLarge);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'Body too large' });
  });
});
