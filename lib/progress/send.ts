import type { ProgressRequest } from './request';

/** Sends progress from the class view. sendBeacon survives the page being hidden or left. */
export function sendProgress(
  update: ProgressRequest,
  options: { beacon?: boolean } = {},
): Promise<boolean> {
  const body = JSON.stringify(update);
  if (options.beacon && typeof navigator.sendBeacon === 'function') {
    return Promise.resolve(
      navigator.sendBeacon('/api/progress', new Blob([body], { type: 'application/json' })),
    );
  }
  return fetch('/api/progress', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).then(
    (response) => response.ok,
    (error: unknown) => {
      console.error(error);
      return false;
    },
  );
}
