import { z } from 'zod';
import { isTimeZone } from './client';
import { LOCAL_CONTACT_FORM, parseFormFieldMap, type Forwarding } from './contact-form-fields';
import {
  DEFAULT_CONTENTFUL_LOCALES,
  parseContentfulLocales,
  type ContentfulLocales,
} from './contentful-locales';
import { HOST_PATTERN } from './host-pattern';
import { LOCAL_STACK } from './local-stack';

export { HOST_PATTERN } from './host-pattern';
export { LOCAL_STACK } from './local-stack';
export {
  DEFAULT_CONTENTFUL_LOCALES,
  parseContentfulLocales,
  type ContentfulLocales,
} from './contentful-locales';
export {
  LOCAL_CONTACT_FORM,
  parseFormFieldMap,
  type FormFieldMap,
  type Forwarding,
} from './contact-form-fields';

/**
 * The only reader of process.env. With LOCAL_STACK=true (npm run dev, npm run demo, the
 * tests and benchmarks set it) every variable has a default pointing at the local
 * stand-ins, secrets included; anything else is a hosted deployment, whatever NODE_ENV says:
 * no public demo value fills a missing secret, the Firebase and Contentful variables are
 * required, and a missing or malformed one fails at start with its name.
 */

const hostPort = z.string().regex(/^[\w.-]+:\d{2,5}$/, 'must look like host:port');
const httpUrl = z.url({ protocol: /^https?$/ });
const optionalString = z.string().trim().min(1).optional();
/**
 * The shared store of several instances. Database 0 only: the cache handler listens for
 * that database's key events, so a URL naming another one would half work.
 */
const redisUrl = z
  .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
  // A malformed URL is already reported by the check above.
  .refine((url) => !URL.canParse(url) || ['', '/', '/0'].includes(new URL(url).pathname), {
    error: 'must not name a database other than 0',
  });

/** The mail server, as nodemailer reads it: smtp://[user:pass@]host:port or smtps:// (TLS). */
const smtpUrl = z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' });

/** Hosts as lib/security's allow-lists write them, separated by commas. */
const hostList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.length > 0 && hosts.every((host) => HOST_PATTERN.test(host)), {
    error: 'must be a comma-separated list of hosts such as *.ctfassets.net',
  });

/** CONTENTFUL_LOCALES: which Contentful locale each of the app's languages reads. */
const contentfulLocales = z.string().transform((text, ctx): ContentfulLocales => {
  try {
    return parseContentfulLocales(text);
  } catch (error) {
    ctx.addIssue({
      code: 'custom',
      message: error instanceof Error ? error.message : 'is malformed',
    });
    return z.NEVER;
  }
});

/** Where Contentful serves asset files: assets, images, downloads and videos.ctfassets.net. */
const CONTENTFUL_ASSET_HOSTS = '*.ctfassets.net';

/** The academy's own time zone when SITE_TIME_ZONE is unset. */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kuala_Lumpur';

const schema = z
  .object({
    LOCAL_STACK: z.enum(['true', 'false']).transform((v) => v === 'true'),
    SITE_URL: httpUrl,
    FIREBASE_PROJECT_ID: z.string().min(1),
    FIREBASE_API_KEY: z.string().min(1),
    FIREBASE_AUTH_DOMAIN: z.string().min(1),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
    FIRESTORE_EMULATOR_HOST: hostPort.optional(),
    FIREBASE_SERVICE_ACCOUNT: optionalString,
    CONTENTFUL_SPACE_ID: z.string().min(1),
    CONTENTFUL_DELIVERY_TOKEN: z.string().min(1),
    CONTENTFUL_ENVIRONMENT: z.string().min(1),
    CONTENTFUL_HOST: httpUrl,
    CONTENTFUL_ASSET_HOSTS: hostList,
    CONTENTFUL_LOCALES: contentfulLocales,
    REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters'),
    SESSION_DAYS: z.coerce.number().int().min(1).max(14),
    SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(300),
    CONTACT_FORM_URL: httpUrl.optional(),
    CONTACT_FORM_FIELDS: optionalString,
    TRUSTED_PROXY_HOPS: z
      .string()
      .regex(/^(?:[0-9]|10)$/, 'must be a whole number from 0 to 10')
      .transform(Number),
    REDIS_URL: redisUrl.optional(),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: httpUrl.optional(),
    PAYMENT_GRACE_DAYS: z.coerce.number().int().min(0).max(60),
    GRANTS_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    STRIPE_PAYMENT_LINK_URL: httpUrl.optional(),
    SITE_TIME_ZONE: z.string().refine(isTimeZone, {
      error: 'must be an IANA time zone such as Asia/Kuala_Lumpur, or UTC',
    }),
    SMTP_URL: smtpUrl,
    MAIL_FROM: z.string().trim().min(3, 'must be a sender such as "Academy <academy@example.com>"'),
    MAIL_CATCHER_URL: httpUrl.optional(),
    CRON_SECRET: z.string().min(16, 'must be at least 16 characters'),
    UNSUBSCRIBE_SECRET: z.string().min(16, 'must be at least 16 characters'),
    UNSUBSCRIBE_SECRET_PREVIOUS: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((env, ctx) => {
    checkContactForm(env.CONTACT_FORM_URL, env.CONTACT_FORM_FIELDS, ctx);
    if (env.FIREBASE_SERVICE_ACCOUNT) {
      try {
        JSON.parse(env.FIREBASE_SERVICE_ACCOUNT);
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['FIREBASE_SERVICE_ACCOUNT'],
          message: 'must be JSON',
        });
      }
    }
  });

/** Forwarding to the external forms service needs both the URL and a complete field map. */
function checkContactForm(
  url: string | undefined,
  fields: string | undefined,
  ctx: z.RefinementCtx,
) {
  if (url && !fields) {
    ctx.addIssue({
      code: 'custom',
      path: ['CONTACT_FORM_FIELDS'],
      message: 'is required with CONTACT_FORM_URL',
    });
  } else if (fields && !url) {
    ctx.addIssue({
      code: 'custom',
      path: ['CONTACT_FORM_URL'],
      message: 'is required with CONTACT_FORM_FIELDS',
    });
  } else if (fields) {
    try {
      parseFormFieldMap(fields);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONTACT_FORM_FIELDS'],
        message: error instanceof Error ? error.message : 'is malformed',
      });
    }
  }
}

export type ServerEnv = z.output<typeof schema>;

type Source = Record<string, string | undefined>;

function withLocalDefaults(source: Source): Source {
  const projectId = source.FIREBASE_PROJECT_ID ?? LOCAL_STACK.projectId;
  return {
    SITE_URL: LOCAL_STACK.siteUrl,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: 'local-api-key',
    FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    FIREBASE_AUTH_EMULATOR_HOST: LOCAL_STACK.authEmulatorHost,
    FIRESTORE_EMULATOR_HOST: LOCAL_STACK.firestoreEmulatorHost,
    CONTENTFUL_SPACE_ID: LOCAL_STACK.contentfulSpaceId,
    CONTENTFUL_DELIVERY_TOKEN: LOCAL_STACK.contentfulDeliveryToken,
    CONTENTFUL_HOST: LOCAL_STACK.contentfulHost,
    // The stand-in serves asset files itself, at its own address.
    CONTENTFUL_ASSET_HOSTS: [
      CONTENTFUL_ASSET_HOSTS,
      originOf(source.CONTENTFUL_HOST || LOCAL_STACK.contentfulHost),
    ].join(','),
    REVALIDATE_SECRET: LOCAL_STACK.revalidateSecret,
    STRIPE_SECRET_KEY: LOCAL_STACK.stripeSecretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STACK.stripeWebhookSecret,
    STRIPE_API_URL: LOCAL_STACK.stripeApiUrl,
    GRANTS_API_TOKEN: LOCAL_STACK.grantsApiToken,
    SMTP_URL: LOCAL_STACK.smtpUrl,
    MAIL_FROM: LOCAL_STACK.mailFrom,
    MAIL_CATCHER_URL: LOCAL_STACK.mailCatcherUrl,
    CRON_SECRET: LOCAL_STACK.cronSecret,
    UNSUBSCRIBE_SECRET: LOCAL_STACK.unsubscribeSecret,
    // Subscribe Now locally: the Stripe stand-in's page saying no payment happens here.
    STRIPE_PAYMENT_LINK_URL: `${source.STRIPE_API_URL || LOCAL_STACK.stripeApiUrl}/payment-link`,
    ...localContactForm(source),
    ...definedOnly(source),
  };
}

/**
 * Locally the forms stand-in's entry ids are the default, so pointing CONTACT_FORM_URL at
 * it is enough (the stack runner does that); with no URL the form does not forward.
 */
function localContactForm(source: Source): Source {
  return source.CONTACT_FORM_URL
    ? { CONTACT_FORM_FIELDS: JSON.stringify(LOCAL_CONTACT_FORM.fields) }
    : {};
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : '');

function definedOnly(source: Source): Source {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
}

/**
 * The local stack only when LOCAL_STACK says so: its defaults are public demo secrets, so a
 * server or script that merely lacks NODE_ENV=production (a CLI run by hand, a staging host)
 * must not fall back to them.
 */
function isLocal(source: Source): boolean {
  return source.LOCAL_STACK === 'true';
}

/** Parses a variable set; exported for tests. Throws one message naming every bad variable. */
export function parseEnv(source: Source): ServerEnv {
  const local = isLocal(source);
  const base = local ? withLocalDefaults(source) : definedOnly(source);
  const result = schema.safeParse({
    CONTENTFUL_ENVIRONMENT: 'master',
    CONTENTFUL_HOST: 'https://cdn.contentful.com',
    CONTENTFUL_ASSET_HOSTS,
    CONTENTFUL_LOCALES: DEFAULT_CONTENTFUL_LOCALES,
    SESSION_DAYS: '5',
    SESSION_RECHECK_SECONDS: '60',
    TRUSTED_PROXY_HOPS: '0',
    PAYMENT_GRACE_DAYS: '3',
    SITE_TIME_ZONE: DEFAULT_SITE_TIME_ZONE,
    ...base,
    LOCAL_STACK: local ? 'true' : 'false',
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      return issue.code === 'invalid_type' ? `${name} is missing` : `${name} ${issue.message}`;
    });
    const hint = local ? '' : ' On the local stack, set LOCAL_STACK=true.';
    throw new Error(`Invalid environment: ${problems.join('; ')}.${hint} See .env.example.`);
  }
  const env = result.data;
  // Unset, 0 would silently mean no per-client contact limit: a hosted site says it.
  if (!env.LOCAL_STACK && base.TRUSTED_PROXY_HOPS === undefined) {
    throw new Error(
      'Invalid environment: TRUSTED_PROXY_HOPS is missing: set the number of proxies in front of the app (0 for none). See docs/deploying.md.',
    );
  }
  if (!env.LOCAL_STACK && (env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST)) {
    throw new Error(
      'Invalid environment: emulator hosts are set but LOCAL_STACK is not true. See .env.example.',
    );
  }
  return env;
}

/**
 * REDIS_URL alone, validated as in parseEnv: next.config.ts needs it when it loads, which
 * is also where the rest of the environment may be absent (next typegen).
 */
export function getRedisUrl(source: Source = process.env): string | undefined {
  const result = redisUrl
    .optional()
    .safeParse(definedOnly({ REDIS_URL: source.REDIS_URL }).REDIS_URL);
  if (!result.success) {
    throw new Error(
      `Invalid environment: REDIS_URL ${result.error.issues[0]?.message}. See .env.example.`,
    );
  }
  return result.data;
}

/**
 * BENCH_ROUTES=1 builds the benchmarks' pages (`*.bench.tsx` under app/, such as /bench-floor)
 * into the app; unset, they are not routes at all. Read by next.config.ts at build, and only
 * on the local stack: no hosted build can carry them.
 */
export function getBenchRoutes(source: Source = process.env): boolean {
  const value = source.BENCH_ROUTES ?? '';
  if (value !== '' && value !== '1')
    throw new Error('Invalid environment: BENCH_ROUTES must be 1 or unset. See .env.example.');
  if (value === '1' && !isLocal(source))
    throw new Error(
      'Invalid environment: BENCH_ROUTES=1 needs the local stack (LOCAL_STACK=true). See .env.example.',
    );
  return value === '1';
}

let cached: ServerEnv | undefined;

export function getServerEnv(): ServerEnv {
  if (!cached) {
    cached = parseEnv(process.env);
    exposeEmulatorHosts(cached);
  }
  return cached;
}

/**
 * firebase-admin finds its emulators through these variables only, so defaults must reach
 * them. Locally, Google's auth library is also told not to probe for a cloud metadata server.
 */
export function exposeEmulatorHosts(env: ServerEnv): void {
  if (!env.LOCAL_STACK) return;
  if (env.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (env.FIRESTORE_EMULATOR_HOST)
    process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST;
  process.env.METADATA_SERVER_DETECTION = 'none';
}

/** Where contact messages are forwarded, or null when no forms service is configured. */
export function getContactForwarding(): Forwarding | null {
  const env = getServerEnv();
  if (!env.CONTACT_FORM_URL || !env.CONTACT_FORM_FIELDS) return null;
  return { url: env.CONTACT_FORM_URL, fields: parseFormFieldMap(env.CONTACT_FORM_FIELDS) };
}

/**
 * Where Subscribe Now and Join Us send a visitor: the Stripe Payment Link. The marketing
 * pages are prerendered, so a change takes effect at the next build, and a hosted build
 * without it fails with the variable's name (only those pages need it).
 */
export function getPaymentLinkUrl(source: Source = process.env): string {
  const url = (source === process.env ? getServerEnv() : parseEnv(source)).STRIPE_PAYMENT_LINK_URL;
  if (!url) {
    throw new Error(
      'Invalid environment: STRIPE_PAYMENT_LINK_URL is missing (the Stripe Payment Link that Subscribe Now opens). See .env.example.',
    );
  }
  return url;
}

/** The browser's Firebase settings: public by design (the web API key identifies, it does not authorise). */
export function getFirebaseClientConfig() {
  const env = getServerEnv();
  return {
    apiKey: env.FIREBASE_API_KEY,
    authDomain: env.FIREBASE_AUTH_DOMAIN,
    projectId: env.FIREBASE_PROJECT_ID,
    authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
  };
}

export type FirebaseClientConfig = ReturnType<typeof getFirebaseClientConfig>;

/** Stripe's settings, or null when payments are not configured (no secret key or webhook secret). */
export function getStripeConfig() {
  const env = getServerEnv();
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL ?? null,
    graceDays: env.PAYMENT_GRACE_DAYS,
  };
}

export type StripeConfig = NonNullable<ReturnType<typeof getStripeConfig>>;

/** The Contentful locale each of the app's languages reads its course content in. */
export function getContentfulLocales(): ContentfulLocales {
  return getServerEnv().CONTENTFUL_LOCALES;
}

/** The academy's own time zone: the console's default for scheduling live sessions. */
export function getSiteTimeZone(): string {
  return getServerEnv().SITE_TIME_ZONE;
}

/** How e-mail leaves: the SMTP server (nodemailer) and the sender every message names. */
export function getMailConfig() {
  const env = getServerEnv();
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, siteUrl: env.SITE_URL };
}

export type MailConfig = ReturnType<typeof getMailConfig>;

/** The bearer secret of the scheduled jobs (POST /api/cron/…). */
export function getCronSecret(): string {
  return getServerEnv().CRON_SECRET;
}

/**
 * The secrets of e-mails' unsubscribe links: `current` signs every new link; a link signed
 * with `previous` (the secret before a rotation) still verifies, so links already
 * delivered keep working until the operator removes UNSUBSCRIBE_SECRET_PREVIOUS.
 */
export function getUnsubscribeSecrets(): { current: string; previous: string | null } {
  const env = getServerEnv();
  return { current: env.UNSUBSCRIBE_SECRET, previous: env.UNSUBSCRIBE_SECRET_PREVIOUS ?? null };
}
