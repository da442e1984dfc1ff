/** A response of the Stripe stand-in: HTTP status and JSON body. */
export type StripeResult = { status: number; body: unknown };

type ErrorFields = {
  message: string;
  type: 'invalid_request_error' | 'api_error';
  code?: string;
  param?: string;
  doc_url?: string;
};

/** Stripe's error envelope: `{ "error": { "type", "message", … } }`. */
export function stripeError(status: number, error: ErrorFields): StripeResult {
  return { status, body: { error } };
}

export function missingApiKey(): StripeResult {
  return stripeError(401, {
    type: 'invalid_request_error',
    message:
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
  });
}

/** Stripe shows only the key's last four characters. */
export function invalidApiKey(key: string): StripeResult {
  return stripeError(401, {
    type: 'invalid_request_error',
    message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`,
  });
}

export function noSuch(objectType: string, id: string, param = 'id'): StripeResult {
  return stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    message: `No such ${objectType}: '${id}'`,
  });
}

export function unrecognizedUrl(method: string, path: string): StripeResult {
  return stripeError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}

export function invalidParam(param: string, message: string): StripeResult {
  return stripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_invalid',
    param,
    message,
  });
}
