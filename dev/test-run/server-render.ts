import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';

type ServerRenderer = {
  renderToPipeableStream: (
    node: ReactNode,
    config: object,
    options: { onError: (error: unknown) => void },
  ) => { pipe: (to: NodeJS.WritableStream) => void };
};

/**
 * Renders a server component tree to the end, as Next renders one request's page, with
 * React's server renderer as Next bundles it (its request scope is what `cache()` memoizes
 * in), and gives back the errors it reported. The test file must load React under the
 * `react-server` export condition (its jest-environment-options).
 */
export async function renderServerTree(tree: ReactNode): Promise<unknown[]> {
  const { renderToPipeableStream } = jest.requireActual<ServerRenderer>(
    'next/dist/compiled/react-server-dom-webpack/server.node',
  );
  const errors: unknown[] = [];
  const out = new PassThrough();
  const done = new Promise<void>((resolve) => out.on('end', resolve).resume());
  renderToPipeableStream(tree, {}, { onError: (error) => errors.push(error) }).pipe(out);
  await done;
  return errors;
}
