import 'server-only';
import { createClient, type ContentfulClientApi } from 'contentful';
import { getServerEnv } from '../env';
import { log } from '../log';

let client: ContentfulClientApi<'WITHOUT_UNRESOLVABLE_LINKS'> | undefined;

/**
 * The delivery client, server-side only (the token never reaches a browser). Timeout and
 * retries are docs/product.md#constants': 30 s, and up to 5 retries with growing waits on 5xx, 429 and
 * connection errors (the SDK's own back-off). Unresolvable links are dropped, so an
 * unpublished category reads as no category.
 */
export function contentfulClient(): ContentfulClientApi<'WITHOUT_UNRESOLVABLE_LINKS'> {
  if (client) return client;
  const env = getServerEnv();
  const host = new URL(env.CONTENTFUL_HOST);
  client = createClient({
    space: env.CONTENTFUL_SPACE_ID,
    accessToken: env.CONTENTFUL_DELIVERY_TOKEN,
    environment: env.CONTENTFUL_ENVIRONMENT,
    host: host.host,
    insecure: host.protocol === 'http:',
    timeout: 30_000,
    retryOnError: true,
    retryLimit: 5,
    // The SDK reports retries as text and failures as errors; both go through the log's
    // error description, which keeps status and request id and drops headers and tokens.
    logHandler: (level, data) =>
      log(
        level === 'error' ? 'error' : 'warn',
        'contentful client',
        typeof data === 'string' ? { detail: data } : { error: data },
      ),
  }).withoutUnresolvableLinks;
  return client;
}
