import { randomBytes } from 'node:crypto';
import type { Server } from '@grpc/grpc-js';

/**
 * @firestore-emulator/server gives every transaction the same dummy id and commits it
 * without looking at what it read, so two transactions that read and then write one
 * document both succeed and the second silently drops the first one's change (two sign-ins
 * of one member at the same moment kept one session). Production Firestore never allows
 * that. The stand-in is given optimistic concurrency here: each transaction gets its own
 * id, the version of every document it reads is noted, and its commit is refused with
 * ABORTED when one of them was written since; firebase-admin then runs the transaction
 * again, as it does against Firestore.
 */

const SERVICE = '/google.firestore.v1.Firestore/';
const ABORTED = 10;

type Message = Record<string, unknown> & { transaction?: Uint8Array };
type StreamCall = { request: Message; write: (message: Message) => boolean };
type UnaryCall = { request: Message & { writes?: Message[] } };
type Callback = (
  error: { code: number; message: string; name: string } | null,
  value?: Message,
) => void;
type Handler = { func: unknown };

const hex = (bytes: Uint8Array | undefined) =>
  bytes && bytes.length > 0 ? Buffer.from(bytes).toString('hex') : null;

/** The document a read response carries: found or missing (BatchGet), or a query result. */
function documentRead(message: Message): string | null {
  const found = message.has_found ? (message.found as { name?: string }).name : undefined;
  const result = message.has_document ? (message.document as { name?: string }).name : undefined;
  const missing = message.has_missing ? (message.missing as string) : undefined;
  return found || result || missing || null;
}

/** The document a commit's write changes. */
function documentWritten(write: Message): string | null {
  if (write.has_update) return (write.update as { name: string }).name;
  if (write.has_delete) return write.delete as string;
  if (write.has_transform) return (write.transform as { document: string }).document;
  return null;
}

export function checkTransactionConflicts(server: Server): void {
  const handlers = (server as unknown as { handlers: Map<string, Handler> }).handlers;
  /** How many commits have written each document (by full name). */
  const versions = new Map<string, number>();
  /** Open transactions (hex id) → the version of each document they read. */
  const open = new Map<string, Map<string, number>>();
  const versionOf = (name: string) => versions.get(name) ?? 0;
  const begin = () => {
    const id = randomBytes(12);
    open.set(id.toString('hex'), new Map());
    return Uint8Array.from(id);
  };

  function replace<C, B>(
    method: string,
    wrap: (original: (call: C, callback: B) => void) => (call: C, callback: B) => void,
  ) {
    const handler = handlers.get(SERVICE + method);
    if (!handler) throw new Error(`the Firestore stand-in has no ${method} handler to wrap`);
    handler.func = wrap(handler.func as (call: C, callback: B) => void);
  }

  // Reads: a read that starts a transaction answers with that transaction's own id; every
  // read inside one notes the version of what it read.
  const noteReads =
    (original: (call: StreamCall, callback: unknown) => void) =>
    (call: StreamCall, callback: unknown) => {
      const fresh =
        call.request.has_new_transaction === true ||
        call.request.consistency_selector === 'new_transaction';
      const id = fresh ? begin() : call.request.transaction;
      const reads = open.get(hex(id) ?? '');
      const write = call.write.bind(call);
      call.write = (message) => {
        if (fresh && hex(message.transaction)) message.transaction = id;
        const name = reads && documentRead(message);
        if (reads && name && !reads.has(name)) reads.set(name, versionOf(name));
        return write(message);
      };
      original(call, callback);
    };
  replace('BatchGetDocuments', noteReads);
  replace('RunQuery', noteReads);

  replace<UnaryCall, Callback>(
    'BeginTransaction',
    (original) => (call, callback) =>
      original(call, (error, response) => {
        if (response) response.transaction = begin();
        callback(error, response);
      }),
  );

  replace<UnaryCall, Callback>('Rollback', (original) => (call, callback) => {
    open.delete(hex(call.request.transaction) ?? '');
    original(call, callback);
  });

  replace<UnaryCall, Callback>('Commit', (original) => (call, callback) => {
    const id = hex(call.request.transaction);
    const reads = id ? open.get(id) : undefined;
    if (id) open.delete(id);
    for (const [name, seen] of reads ?? []) {
      if (versionOf(name) === seen) continue;
      const message = `the local Firestore stand-in: ${name} changed since this transaction read it`;
      return callback({ code: ABORTED, message, name: 'Error' });
    }
    original(call, (error, response) => {
      if (!error) {
        for (const write of call.request.writes ?? []) {
          const name = documentWritten(write);
          if (name) versions.set(name, versionOf(name) + 1);
        }
      }
      callback(error, response);
    });
  });
}
