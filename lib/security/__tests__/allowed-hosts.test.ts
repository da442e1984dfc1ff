import { HOST_PATTERN, isAllowedUrl } from '../allowed-hosts';

const CONTENTFUL = ['*.ctfassets.net'];

describe('isAllowedUrl', () => {
  it("allows Contentful's asset hosts over https", () => {
    for (const host of ['assets', 'images', 'downloads', 'videos', 'images.secure']) {
      expect(
        isAllowedUrl(`https://${host}.ctfassets.net/space/id/token/file.pdf`, CONTENTFUL),
      ).toBe(true);
    }
    expect(isAllowedUrl('https://DOWNLOADS.ctfassets.net:443/a.pdf', CONTENTFUL)).toBe(true);
  });

  it('refuses every other host, and look-alikes', () => {
    for (const url of [
      'https://evil.example.com/file.pdf',
      'https://ctfassets.net/file.pdf',
      'https://ctfassets.net.evil.example/file.pdf',
      'https://evilctfassets.net/file.pdf',
      'https://images.ctfassets.net.evil.example/file.pdf',
      'https://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:9300/files/x.pdf',
      'http://localhost/admin',
      'file:///etc/passwd',
      '//images.ctfassets.net/relative.pdf',
      'not a url',
    ]) {
      expect([url, isAllowedUrl(url, CONTENTFUL)]).toEqual([url, false]);
    }
  });

  it('takes a host only over https and on its own port', () => {
    expect(isAllowedUrl('http://images.ctfassets.net/a.pdf', CONTENTFUL)).toBe(false);
    expect(isAllowedUrl('https://images.ctfassets.net:8443/a.pdf', CONTENTFUL)).toBe(false);
    expect(isAllowedUrl('https://files.example.com:8443/a', ['files.example.com:8443'])).toBe(true);
    expect(isAllowedUrl('https://files.example.com/a', ['files.example.com:8443'])).toBe(false);
    expect(isAllowedUrl('https://a.files.example.com/a', ['files.example.com'])).toBe(false);
  });

  it('takes an origin with its scheme exactly: the local stand-in', () => {
    const local = [...CONTENTFUL, 'http://127.0.0.1:9300'];
    expect(isAllowedUrl('http://127.0.0.1:9300/files/images.ctfassets.net/a.pdf', local)).toBe(
      true,
    );
    expect(isAllowedUrl('http://127.0.0.1:9301/files/a.pdf', local)).toBe(false);
    expect(isAllowedUrl('https://127.0.0.1:9300/files/a.pdf', local)).toBe(false);
  });
});

describe('HOST_PATTERN', () => {
  it('reads hosts, wildcards and origins, and nothing with a path or a bare wildcard', () => {
    for (const good of ['*.ctfassets.net', 'files.example.com:8443', 'http://127.0.0.1:9300']) {
      expect(HOST_PATTERN.test(good)).toBe(true);
    }
    for (const bad of ['*', '*.', 'https://x.example.com/path', 'ftp://x.example.com', 'a b', '']) {
      expect(HOST_PATTERN.test(bad)).toBe(false);
    }
  });
});
