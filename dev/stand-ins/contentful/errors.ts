/** A response the CDA stand-in sends: HTTP status, JSON body, extra headers. */
export interface CdaResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** One entry of `details.errors` in an InvalidQuery response. */
export interface QueryErrorDetail {
  name: string;
  [key: string]: unknown;
}

export interface ErrorScope {
  spaceId: string;
  environment: string;
  requestId: string;
}

/** Thrown by the pure query code; turned into a 400 by `problemResult`. */
export class QueryProblem extends Error {
  constructor(
    readonly errorId: 'InvalidQuery' | 'BadRequest',
    message: string,
    readonly errors: QueryErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'QueryProblem';
  }
}

export const INVALID_QUERY_MESSAGE =
  'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.';

export function invalidQuery(...errors: QueryErrorDetail[]): QueryProblem {
  return new QueryProblem('InvalidQuery', INVALID_QUERY_MESSAGE, errors);
}

export function badRequest(message: string): QueryProblem {
  return new QueryProblem('BadRequest', message);
}

export function errorResult(
  status: number,
  id: string,
  message: string,
  requestId: string,
  details?: Record<string, unknown>,
): CdaResult {
  const body: Record<string, unknown> = { sys: { type: 'Error', id }, message };
  if (details) body.details = details;
  body.requestId = requestId;
  return { status, body };
}

export function problemResult(problem: QueryProblem, requestId: string): CdaResult {
  const details = problem.errorId === 'InvalidQuery' ? { errors: problem.errors } : undefined;
  return errorResult(400, problem.errorId, problem.message, requestId, details);
}

export function notFound(scope: ErrorScope, type: string, id: string): CdaResult {
  const details: Record<string, unknown> = { type, id };
  if (type !== 'Space' && type !== 'Environment') details.environment = scope.environment;
  details.space = scope.spaceId;
  return errorResult(404, 'NotFound', 'The resource could not be found.', scope.requestId, details);
}

export function accessTokenInvalid(requestId: string): CdaResult {
  return errorResult(
    401,
    'AccessTokenInvalid',
    'The access token you sent could not be found or is invalid.',
    requestId,
  );
}

const FAULTS: Record<number, { id: string; message: string }> = {
  400: { id: 'BadRequest', message: 'Bad request.' },
  401: {
    id: 'AccessTokenInvalid',
    message: 'The access token you sent could not be found or is invalid.',
  },
  403: { id: 'AccessDenied', message: 'Access denied.' },
  404: { id: 'NotFound', message: 'The resource could not be found.' },
  429: {
    id: 'RateLimitExceeded',
    message:
      'You have exceeded the rate limit of the Organization this Space belongs to by making too many API requests within a short timespan. Please wait a moment before trying the request again.',
  },
  500: { id: 'ServerError', message: 'Internal server error.' },
  502: { id: 'BadGateway', message: 'Bad gateway.' },
  503: { id: 'ServiceUnavailable', message: 'The service is temporarily unavailable.' },
  504: { id: 'GatewayTimeout', message: 'Gateway timeout.' },
};

/** The error Contentful would send for an injected fault status. */
export function faultResult(status: number, requestId: string): CdaResult {
  const known = FAULTS[status];
  const fault = known ??
    (status >= 500 ? FAULTS[500] : FAULTS[400]) ?? { id: 'Unknown', message: '' };
  const result = errorResult(status, fault.id, fault.message, requestId);
  // The client reads this header to decide how long to wait before retrying.
  if (status === 429) result.headers = { 'X-Contentful-RateLimit-Reset': '1' };
  return result;
}
