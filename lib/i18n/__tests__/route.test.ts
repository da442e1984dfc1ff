import { localeOfParams } from '../route';

describe('localeOfParams', () => {
  it("answers a page's language, and Next's 404 for any other segment", async () => {
    expect(await localeOfParams(Promise.resolve({ locale: 'ms' }))).toBe('ms');
    await expect(localeOfParams(Promise.resolve({ locale: 'xx' }))).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });
});
