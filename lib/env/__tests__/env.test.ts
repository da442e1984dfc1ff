import { getBenchRoutes, getPaymentLinkUrl, getRedisUrl, parseEnv } from '..';
import { LOCAL_STACK } from '../local-stack';

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
  UNSUBSCRIBE_SECRET: 'a-long-unsubscribe-secret',
  TRUSTED_PROXY_HOPS: '1',
};

describe('parseEnv', () => {
  it('points at the local stack with no other variables when LOCAL_STACK=true', () => {
    const env = parseEnv({ LOCAL_STACK: 'true' });
    expect(env.LOCAL_STACK).toBe(true);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe(LOCAL_STACK.authEmulatorHost);
    expect(env.FIRESTORE_EMULATOR_HOST).toBe(LOCAL_STACK.firestoreEmulatorHost);
    expect(env.CONTENTFUL_HOST).toBe(LOCAL_STACK.contentfulHost);
    expect(env.SESSION_DAYS).toBe(5);
  });

  it('lets variables override the local defaults', () => {
    const env = parseEnv({ LOCAL_STACK: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' });
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9199');
  });

  it('accepts a complete hosted configuration with Contentful defaults', () => {
    const env = parseEnv(hosted);
    expect(env.LOCAL_STACK).toBe(false);
    expect(env.CONTENTFUL_HOST).toBe('https://cdn.contentful.com');
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });

  it('names every missing variable in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /FIREBASE_PROJECT_ID is missing.*CONTENTFUL_DELIVERY_TOKEN is missing/,
    );
  });

  it.each([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { LOCAL_STACK: 'false' }])(
    'fills no secret with a demo value unless LOCAL_STACK=true (%p)',
    (source) => {
      expect(() => parseEnv(source)).toThrow(
        /REVALIDATE_SECRET is missing.*CRON_SECRET is missing.*UNSUBSCRIBE_SECRET is missing.*On the local stack, set LOCAL_STACK=true/,
      );
      const env = parseEnv({ ...hosted, ...source });
      expect(env.LOCAL_STACK).toBe(false);
      expect(env.STRIPE_SECRET_KEY).toBeUndefined();
      expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
      expect(env.GRANTS_API_TOKEN).toBeUndefined();
      expect(env.FIRESTORE_EMULATOR_HOST).toBeUndefined();
    },
  );

  it('names a malformed variable', () => {
    expect(() => parseEnv({ ...hosted, SESSION_DAYS: '30' })).toThrow(/SESSION_DAYS/);
    expect(() => parseEnv({ ...hosted, SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ ...hosted, FIREBASE_SERVICE_ACCOUNT: '{oops' })).toThrow(
      /FIREBASE_SERVICE_ACCOUNT must be JSON/,
    );
  });

  it('has local payment defaults, and hosted payments only when configured', () => {
    const local = parseEnv({ LOCAL_STACK: 'true' });
    expect(local.STRIPE_SECRET_KEY).toBe(LOCAL_STACK.stripeSecretKey);
    expect(local.STRIPE_WEBHOOK_SECRET).toBe(LOCAL_STACK.stripeWebhookSecret);
    expect(local.STRIPE_API_URL).toBe(LOCAL_STACK.stripeApiUrl);
    expect(local.GRANTS_API_TOKEN).toBe(LOCAL_STACK.grantsApiToken);
    expect(local.PAYMENT_GRACE_DAYS).toBe(3);
    const env = parseEnv(hosted);
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.STRIPE_API_URL).toBeUndefined();
    expect(env.GRANTS_API_TOKEN).toBeUndefined();
    expect(parseEnv({ ...hosted, PAYMENT_GRACE_DAYS: '0' }).PAYMENT_GRACE_DAYS).toBe(0);
    expect(() => parseEnv({ ...hosted, PAYMENT_GRACE_DAYS: '-1' })).toThrow(/PAYMENT_GRACE_DAYS/);
    expect(() => parseEnv({ ...hosted, GRANTS_API_TOKEN: 'short' })).toThrow(
      /GRANTS_API_TOKEN must be at least 16 characters/,
    );
    expect(() => parseEnv({ ...hosted, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });

  it("has the academy's time zone, Asia/Kuala_Lumpur unless set to a real zone", () => {
    expect(parseEnv(hosted).SITE_TIME_ZONE).toBe('Asia/Kuala_Lumpur');
    expect(parseEnv({ LOCAL_STACK: 'true' }).SITE_TIME_ZONE).toBe('Asia/Kuala_Lumpur');
    expect(parseEnv({ ...hosted, SITE_TIME_ZONE: 'Europe/London' }).SITE_TIME_ZONE).toBe(
      'Europe/London',
    );
    expect(parseEnv({ ...hosted, SITE_TIME_ZONE: 'UTC' }).SITE_TIME_ZONE).toBe('UTC');
    expect(() => parseEnv({ ...hosted, SITE_TIME_ZONE: 'Europe/Atlantis' })).toThrow(
      /SITE_TIME_ZONE must be an IANA time zone/,
    );
    expect(() => parseEnv({ ...hosted, SITE_TIME_ZONE: '+08:00' })).toThrow(/SITE_TIME_ZONE/);
  });

  it("allows material downloads from Contentful's asset hosts, and locally the stand-in's", () => {
    expect(parseEnv(hosted).CONTENTFUL_ASSET_HOSTS).toEqual(['*.ctfassets.net']);
    expect(parseEnv({ LOCAL_STACK: 'true' }).CONTENTFUL_ASSET_HOSTS).toEqual([
      '*.ctfassets.net',
      new URL(LOCAL_STACK.contentfulHost).origin,
    ]);
    expect(
      parseEnv({ LOCAL_STACK: 'true', CONTENTFUL_HOST: 'http://127.0.0.1:19300/' })
        .CONTENTFUL_ASSET_HOSTS,
    ).toEqual(['*.ctfassets.net', 'http://127.0.0.1:19300']);
    expect(
      parseEnv({ ...hosted, CONTENTFUL_ASSET_HOSTS: ' *.ctfassets.net, files.example.com:8443 ' })
        .CONTENTFUL_ASSET_HOSTS,
    ).toEqual(['*.ctfassets.net', 'files.example.com:8443']);
    for (const bad of [',', 'https://x.example.com/path', '*', 'a b', 'ftp://x.example.com']) {
      expect(() => parseEnv({ ...hosted, CONTENTFUL_ASSET_HOSTS: bad })).toThrow(
        /CONTENTFUL_ASSET_HOSTS must be a comma-separated list of hosts such as \*\.ctfassets\.net/,
      );
    }
  });

  it('trusts no proxy hop unless told, locally and hosted', () => {
    expect(parseEnv({ LOCAL_STACK: 'true' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...hosted, TRUSTED_PROXY_HOPS: '0' }).TRUSTED_PROXY_HOPS).toBe(0);
    // Hosted, unset would silently mean no per-client contact limit: it must be said.
    const withoutHops: Record<string, string | undefined> = { ...hosted };
    delete withoutHops.TRUSTED_PROXY_HOPS;
    expect(() => parseEnv(withoutHops)).toThrow(/TRUSTED_PROXY_HOPS is missing/);
    expect(parseEnv({ ...hosted, TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(parseEnv({ ...hosted, TRUSTED_PROXY_HOPS: '10' }).TRUSTED_PROXY_HOPS).toBe(10);
  });

  it.each(['-1', '1.5', 'one', '11', '0x1'])('names a malformed TRUSTED_PROXY_HOPS %p', (value) => {
    expect(() => parseEnv({ ...hosted, TRUSTED_PROXY_HOPS: value })).toThrow(
      /TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/,
    );
  });

  it('refuses emulator hosts outside the local stack', () => {
    expect(() => parseEnv({ ...hosted, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /emulator hosts/,
    );
  });
});

describe('REDIS_URL', () => {
  it('is optional, and accepted as a redis or rediss URL of database 0', () => {
    expect(parseEnv(hosted).REDIS_URL).toBeUndefined();
    expect(getRedisUrl({})).toBeUndefined();
    expect(getRedisUrl({ REDIS_URL: '' })).toBeUndefined();
    for (const url of [
      'redis://127.0.0.1:6379',
      'rediss://default:secret@cache.example.com:6380',
      'redis://cache.internal:6379/0',
    ]) {
      expect(parseEnv({ ...hosted, REDIS_URL: url }).REDIS_URL).toBe(url);
      expect(getRedisUrl({ REDIS_URL: url })).toBe(url);
    }
  });

  it('names a malformed one', () => {
    for (const url of [
      'not a url',
      'cache.internal:6379',
      'https://cache.internal',
      'redis://cache:6379/2',
    ]) {
      expect(() => parseEnv({ ...hosted, REDIS_URL: url })).toThrow(/REDIS_URL/);
      expect(() => getRedisUrl({ REDIS_URL: url })).toThrow(/REDIS_URL/);
    }
  });
});

describe('getPaymentLinkUrl', () => {
  it('locally points Subscribe Now at the Stripe stand-in’s page, wherever the stand-in listens', () => {
    expect(getPaymentLinkUrl({ LOCAL_STACK: 'true' })).toBe(
      `${LOCAL_STACK.stripeApiUrl}/payment-link`,
    );
    expect(
      getPaymentLinkUrl({ LOCAL_STACK: 'true', STRIPE_API_URL: 'http://127.0.0.1:12331' }),
    ).toBe('http://127.0.0.1:12331/payment-link');
  });

  it('hosted takes the configured Payment Link and names the variable when it is missing or bad', () => {
    const link = 'https://buy.stripe.com/test_abc123';
    expect(getPaymentLinkUrl({ ...hosted, STRIPE_PAYMENT_LINK_URL: link })).toBe(link);
    expect(() => getPaymentLinkUrl(hosted)).toThrow(/STRIPE_PAYMENT_LINK_URL is missing/);
    expect(() =>
      getPaymentLinkUrl({ ...hosted, STRIPE_PAYMENT_LINK_URL: 'buy.stripe.com' }),
    ).toThrow(/STRIPE_PAYMENT_LINK_URL/);
  });
});

describe('mail and scheduled jobs', () => {
  it('point at the mail catcher locally, with a local cron secret', () => {
    const env = parseEnv({ LOCAL_STACK: 'true' });
    expect(env.SMTP_URL).toBe(LOCAL_STACK.smtpUrl);
    expect(env.MAIL_FROM).toBe(LOCAL_STACK.mailFrom);
    expect(env.MAIL_CATCHER_URL).toBe(LOCAL_STACK.mailCatcherUrl);
    expect(env.CRON_SECRET).toBe(LOCAL_STACK.cronSecret);
  });

  it('are required hosted, and checked', () => {
    const { SMTP_URL, MAIL_FROM, CRON_SECRET, ...rest } = hosted;
    expect(SMTP_URL && MAIL_FROM && CRON_SECRET).toBeTruthy();
    expect(() => parseEnv(rest)).toThrow(
      /SMTP_URL is missing.*MAIL_FROM is missing.*CRON_SECRET is missing/,
    );
    expect(() => parseEnv({ ...hosted, SMTP_URL: 'https://smtp.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => parseEnv({ ...hosted, CRON_SECRET: 'short' })).toThrow(
      /CRON_SECRET must be at least 16 characters/,
    );
    expect(parseEnv(hosted).MAIL_CATCHER_URL).toBeUndefined();
  });

  it('sign unsubscribe links with their own secret, the previous one kept for a rotation', () => {
    const local = parseEnv({ LOCAL_STACK: 'true' });
    expect(local.UNSUBSCRIBE_SECRET).toBe(LOCAL_STACK.unsubscribeSecret);
    expect(local.UNSUBSCRIBE_SECRET).not.toBe(local.CRON_SECRET);
    expect(local.UNSUBSCRIBE_SECRET_PREVIOUS).toBeUndefined();
    const { UNSUBSCRIBE_SECRET, ...rest } = hosted;
    expect(UNSUBSCRIBE_SECRET).toBeTruthy();
    expect(() => parseEnv(rest)).toThrow(/UNSUBSCRIBE_SECRET is missing/);
    expect(() => parseEnv({ ...hosted, UNSUBSCRIBE_SECRET: 'short' })).toThrow(
      /UNSUBSCRIBE_SECRET must be at least 16 characters/,
    );
    expect(() => parseEnv({ ...hosted, UNSUBSCRIBE_SECRET_PREVIOUS: 'short' })).toThrow(
      /UNSUBSCRIBE_SECRET_PREVIOUS must be at least 16 characters/,
    );
    const rotated = parseEnv({ ...hosted, UNSUBSCRIBE_SECRET_PREVIOUS: 'the-secret-before-this' });
    expect(rotated.UNSUBSCRIBE_SECRET_PREVIOUS).toBe('the-secret-before-this');
  });
});

describe('BENCH_ROUTES', () => {
  it('is off unless set to 1, and then only on the local stack', () => {
    expect(getBenchRoutes({})).toBe(false);
    expect(getBenchRoutes({ BENCH_ROUTES: '', LOCAL_STACK: 'true' })).toBe(false);
    expect(getBenchRoutes({ BENCH_ROUTES: '1', LOCAL_STACK: 'true' })).toBe(true);
  });

  it('refuses any other value, and a build that is not on the local stack', () => {
    for (const value of ['0', 'true', 'yes'])
      expect(() => getBenchRoutes({ BENCH_ROUTES: value, LOCAL_STACK: 'true' })).toThrow(
        'BENCH_ROUTES must be 1 or unset',
      );
    for (const hosted of [{ NODE_ENV: 'production' }, { LOCAL_STACK: 'false' }])
      expect(() => getBenchRoutes({ BENCH_ROUTES: '1', ...hosted })).toThrow(
        'BENCH_ROUTES=1 needs the local stack (LOCAL_STACK=true)',
      );
  });
});
