/**
 * Jest helpers for code that reads the environment: lib/env reads it once per module
 * instance, so a test under another environment imports the module afresh.
 */

/** A hosted environment with only the required variables: no local stack, no optional service. */
export const HOSTED_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  SITE_URL: 'https://academy.example.com',
  FIREBASE_PROJECT_ID: 'p',
  FIREBASE_API_KEY: 'k',
  FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  CONTENTFUL_SPACE_ID: 's',
  CONTENTFUL_DELIVERY_TOKEN: 't',
  REVALIDATE_SECRET: 'a-secret-of-sixteen-chars',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_FROM: 'Academy <academy@example.com>',
  CRON_SECRET: 'a-cron-secret-of-sixteen',
  UNSUBSCRIBE_SECRET: 'an-unsubscribe-secret-of-sixteen',
  TRUSTED_PROXY_HOPS: '1',
};

/** Runs `work` with exactly `env` as process.env, then puts the old one back. */
export async function withEnv<T>(env: Record<string, string>, work: () => Promise<T>): Promise<T> {
  const saved = process.env;
  process.env = { ...env } as NodeJS.ProcessEnv;
  try {
    return await work();
  } finally {
    process.env = saved;
  }
}

/** A module and everything it imports loaded afresh, sharing nothing with earlier imports. */
export async function freshImport<M>(load: () => Promise<M>): Promise<M> {
  let loaded!: M;
  await jest.isolateModulesAsync(async () => {
    loaded = await load();
  });
  return loaded;
}
