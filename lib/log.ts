type Level = 'info' | 'warn' | 'error';
type Context = { route?: string; error?: unknown; [key: string]: unknown };

/** An error's reason is cut here: enough to act on, never a whole request dump. */
const MAX_REASON = 200;

/** Values under these keys never reach a log line, whatever they hold. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|password|x-contentful-resource-resolution|\w*token|\w*secret|api[-_]?key)$/i;

/**
 * A backstop for secrets inside free text (error messages, URLs): bearer and basic
 * credentials, and `token=…` / `"accessToken": "…"` style pairs.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(/\b(bearer|basic)\s+[^\s"'\\,;]+/gi, '$1 [redacted]')
    .replace(
      /\b(\w*(?:token|secret|password|api[-_]?key)\w*)(\\?["']?\s*[:=]\s*\\?["']?)(?!\[redacted\])[^\s"'\\&,;}]+/gi,
      '$1$2[redacted]',
    );
}

function clip(text: string, max = MAX_REASON): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Not only `instanceof Error`: errors from another realm (undici's, a VM's) count too. */
function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (isRecord(value) && typeof value.name === 'string' && typeof value.message === 'string')
  );
}

/**
 * The contentful SDK throws an Error whose message is JSON: status, statusText, message,
 * details, requestId and the request (URL and headers, the Authorization header with part
 * of the token). Only the status, the request id and a short message are kept.
 */
function describeContentfulError(error: Error): string | undefined {
  const text = error.message.trimStart();
  if (!text.startsWith('{')) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || typeof data.status !== 'number') return undefined;
  if (!('request' in data) && !('requestId' in data) && !('details' in data)) return undefined;
  const status = [data.status, typeof data.statusText === 'string' ? data.statusText : '']
    .join(' ')
    .trim();
  const requestId =
    typeof data.requestId === 'string' && data.requestId ? `, request id ${data.requestId}` : '';
  const reason = typeof data.message === 'string' && data.message ? `: ${data.message}` : '';
  return clip(`${error.name} (HTTP ${status}${requestId})${reason}`);
}

/** Node's fetch says only 'fetch failed'; the reason (ECONNREFUSED, a timeout…) is its cause. */
function causeOf(error: Error): string {
  const cause: unknown = (error as { cause?: unknown }).cause;
  // Not `instanceof Error`: the cause may come from another realm (undici's own).
  if (!isRecord(cause)) return '';
  if (typeof cause.code === 'string' && cause.code) return ` (${cause.code})`;
  if (typeof cause.message !== 'string' || !cause.message) return '';
  const name = typeof cause.name === 'string' ? `${cause.name}: ` : '';
  return ` (${clip(name + cause.message, 80)})`;
}

/**
 * One short line for an error from anywhere, outside services included: name, status and
 * request id where there are any, and a clipped message. Never headers, bodies or tokens.
 */
export function describeError(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (!isErrorLike(error)) return redactSecrets(clip(String(error)));
  const described =
    describeContentfulError(error) ?? clip(`${error.name}: ${error.message}`) + causeOf(error);
  return redactSecrets(described);
}

/** JSON.stringify replacer: secret-named keys are dropped, every string is redacted. */
function redacting(key: string, value: unknown): unknown {
  if (key && SECRET_KEY.test(key)) return '[redacted]';
  return typeof value === 'string' ? redactSecrets(value) : value;
}

/** One JSON object a line, for the host's log search. Never pass tokens, cookies or passwords. */
export function log(level: Level, message: string, context: Context = {}): void {
  const { error, ...rest } = context;
  const line = JSON.stringify({ level, message, ...rest, error: describeError(error) }, redacting);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
