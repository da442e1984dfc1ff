import { freshImport, HOSTED_ENV, withEnv } from '../../../dev/test-run/jest-env';

const load = () => freshImport(() => import('../import-passwords'));

describe('sealed import passwords', () => {
  it('keeps no trace of the password and opens with the same server secret only', async () => {
    const sealed = await withEnv(HOSTED_ENV, async () => (await load()).sealPassword('Secret-123'));
    expect(sealed).not.toContain('Secret-123');
    expect(sealed).not.toContain(Buffer.from('Secret-123').toString('base64url'));
    await withEnv(HOSTED_ENV, async () => {
      const { openPassword, sealPassword } = await load();
      expect(openPassword(sealed)).toBe('Secret-123');
      // A fresh nonce each time: two seals of one password differ.
      expect(sealPassword('Secret-123')).not.toBe(sealed);
    });
    const other = { ...HOSTED_ENV, REVALIDATE_SECRET: 'another-secret-of-16-chars' };
    await withEnv(other, async () => {
      const { openPassword } = await load();
      expect(() => openPassword(sealed)).toThrow();
    });
  });

  it('refuses a plain or tampered value', async () => {
    await withEnv(HOSTED_ENV, async () => {
      const { openPassword, sealPassword } = await load();
      expect(() => openPassword('Secret-123')).toThrow('not a sealed password');
      const sealed = sealPassword('Secret-123');
      // One bit of the ciphertext flipped. (Rewriting the last characters did nothing now and
      // then: a base64url text's last character also carries bits that decode to nothing.)
      const prefix = sealed.slice(0, sealed.lastIndexOf(':') + 1);
      const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url');
      bytes[bytes.length - 1]! ^= 1;
      expect(() => openPassword(prefix + bytes.toString('base64url'))).toThrow();
    });
  });
});
