import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { getServerEnv } from '../env';

/**
 * Passwords of an import waiting to be applied are kept sealed (AES-256-GCM) in its job,
 * never in plain text: whoever reads Firestore (a console viewer, an export) learns
 * nothing without the server's environment. The key is derived from REVALIDATE_SECRET for
 * this one use; a sealed password is of use for PASSWORDS_KEPT_MS only (see
 * import-job-rules.ts), so rotating that secret costs at most a re-upload.
 */
const PREFIX = 'sealed:v1:';

function key(): Buffer {
  const secret = getServerEnv().REVALIDATE_SECRET;
  return Buffer.from(hkdfSync('sha256', secret, 'import-passwords', 'import-passwords', 32));
}

export function sealPassword(password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The password sealed by sealPassword; throws for anything else (tampered, another key). */
export function openPassword(sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed password');
  const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
