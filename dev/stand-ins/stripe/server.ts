import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from '../read-body';
import { invalidApiKey, missingApiKey, type StripeResult } from './errors';
import { answerApiRequest } from './routes';
import {
  clearStore,
  createStore,
  parseControlObjects,
  putObjects,
  type StripeStore,
} from './store';

/**
 * A stand-in for the few Stripe API calls the app makes (see routes.ts), answered from the
 * objects created through `/__control/objects`. Control, for the simulator, bench and tests:
 *   POST   /__control/objects  { checkoutSessions?: [{ id, lineItems }], subscriptions?: [] }
 *   DELETE /__control/objects  forgets every object
 *   GET    /__control/subscriptions?customer=cus_…  the subscriptions held (the simulator's memory)
 *   GET    /__control/charges?customer=cus_…&email=…  the charges of the customer or with that
 *          receipt e-mail (a guest's pass has no customer) and their disputes, newest first
 *   GET    /__control/stats    { requests } (API requests answered)
 * `GET /payment-link` is where Subscribe Now points locally (STRIPE_PAYMENT_LINK_URL).
 */
export type StripeServerOptions = { secretKey: string };

export type StripeServer = {
  listen(port: number, host?: string): Promise<{ url: string }>;
  close(): Promise<void>;
  store: StripeStore;
};

export const PAYMENT_LINK_PATH = '/payment-link';
const CONTROL_PREFIX = '/__control/';
/** The bench posts a whole history's objects at once (about 1.3 MB for 1000 events). */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

function send(res: ServerResponse, result: StripeResult, headers: Record<string, string> = {}) {
  const text = JSON.stringify(result.body);
  res.writeHead(result.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

const PAYMENT_LINK_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local payment stand-in</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>Local payment stand-in</h1>
<p>This is the local stack's Stripe stand-in, where Subscribe Now points on this machine. No payment is taken here.</p>
<p>To act out a purchase, run <code>npm run payments:simulate -- purchase --email you@example.com --plan price_demo_foundations</code>; it prints the new member's set-password link.</p>
<p>On a hosted site, STRIPE_PAYMENT_LINK_URL names your Stripe Payment Link.</p>
</body></html>`;

async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  store: StripeStore,
) {
  const route = `${req.method ?? 'GET'} ${url.pathname.slice(CONTROL_PREFIX.length)}`;
  switch (route) {
    case 'GET subscriptions': {
      const customer = url.searchParams.get('customer');
      const found = [...store.subscriptions.values()].filter(
        (s) => !customer || s.customer === customer,
      );
      return send(res, { status: 200, body: { subscriptions: found } });
    }
    case 'GET charges': {
      // A member's charges: their customer's, and a guest's one-time payments (no customer)
      // by the receipt e-mail.
      const customer = url.searchParams.get('customer');
      const email = url.searchParams.get('email')?.trim().toLowerCase();
      const charges = [...store.charges.values()]
        .filter(
          (c) =>
            (!customer && !email) ||
            (customer && c.customer === customer) ||
            (email && c.receipt_email?.trim().toLowerCase() === email),
        )
        .sort((a, b) => b.created - a.created);
      const ids = new Set(charges.map((c) => c.id));
      const disputes = [...store.disputes.values()]
        .filter((d) => ids.has(String(d.charge)))
        .sort((a, b) => b.created - a.created);
      return send(res, { status: 200, body: { charges, disputes } });
    }
    case 'POST objects': {
      const parsed = parseControlObjects(await readBody(req, MAX_BODY_BYTES));
      if (typeof parsed === 'string') return send(res, { status: 400, body: { error: parsed } });
      putObjects(store, parsed);
      return send(res, {
        status: 200,
        body: {
          checkoutSessions: store.sessionLineItems.size,
          subscriptions: store.subscriptions.size,
        },
      });
    }
    case 'DELETE objects':
      clearStore(store);
      return send(res, { status: 200, body: { checkoutSessions: 0, subscriptions: 0 } });
    case 'GET stats':
      return send(res, { status: 200, body: { requests: store.requests } });
    default:
      return send(res, { status: 404, body: { error: `unknown control route: ${route}` } });
  }
}

export function createStripeServer(options: StripeServerOptions): StripeServer {
  const store = createStore();
  let server: Server | undefined;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith(CONTROL_PREFIX)) return handleControl(req, res, url, store);
    if (url.pathname === PAYMENT_LINK_PATH && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(PAYMENT_LINK_PAGE);
    }
    const headers = {
      'Request-Id': `req_${randomBytes(7).toString('hex')}`,
      'Stripe-Version': Stripe.API_VERSION,
    };
    const key = bearer(req);
    if (!key) return send(res, missingApiKey(), headers);
    if (key !== options.secretKey) return send(res, invalidApiKey(key), headers);
    store.requests += 1;
    send(
      res,
      answerApiRequest(store, req.method ?? 'GET', url.pathname, url.searchParams),
      headers,
    );
  }

  return {
    store,
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const created = createServer((req, res) => {
          handle(req, res).catch(() => {
            if (!res.headersSent)
              send(res, {
                status: 500,
                body: { error: { type: 'api_error', message: 'stand-in failure' } },
              });
            else res.destroy();
          });
        });
        created.once('error', reject);
        created.listen(port, host, () => {
          server = created;
          const { port: bound } = created.address() as AddressInfo;
          resolve({ url: `http://${host}:${bound}` });
        });
      });
    },
    close() {
      return new Promise((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
