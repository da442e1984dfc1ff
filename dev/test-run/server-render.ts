import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';

type ServerRenderer = {
  registerClientReference: <T>(proxy: T, id: string, exportName: string) => T;
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
  return (await renderServerPayload(tree)).errors;
}

/** renderServerTree's errors, and the payload it wrote (the text a page shows is in it). */
export async function renderServerPayload(
  tree: ReactNode,
): Promise<{ errors: unknown[]; payload: string }> {
  const { renderToPipeableStream } = serverRenderer();
  const errors: unknown[] = [];
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  const done = new Promise<void>((resolve) =>
    out.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', resolve),
  );
  renderToPipeableStream(tree, CLIENT_MANIFEST, { onError: (error) => errors.push(error) }).pipe(
    out,
  );
  await done;
  return { errors, payload: Buffer.concat(chunks).toString('utf8') };
}

const serverRenderer = () =>
  jest.requireActual<ServerRenderer>('next/dist/compiled/react-server-dom-webpack/server.node');

const CLIENT_ID = 'test-client-component';
const CLIENT_MANIFEST = { [`${CLIENT_ID}#Client`]: { id: CLIENT_ID, chunks: [], name: 'Client' } };

/**
 * A client component's reference, as a `'use client'` module's export is to the server: the
 * props a tree gives it are serialized into the payload, and React refuses what it cannot send.
 */
export function clientComponent<Props>(): (props: Props) => ReactNode {
  return serverRenderer().registerClientReference(() => null, CLIENT_ID, 'Client');
}
