import type { FirestoreServer } from '@firestore-emulator/server';

export type FirestoreCounts = {
  /** Every RPC the stand-in answered (reads, writes, transactions). */
  rpcs: number;
  /** Documents sent back by BatchGetDocuments, RunQuery and Listen. */
  documents: number;
  /** Reads as Firestore bills them: each document asked for by name, found or missing, and each returned by a query, a query returning none costing one. */
  billedReads: number;
  /** Aggregation queries (count()): Firestore bills one read per 1000 index entries counted. */
  aggregations: number;
  /** Document writes sent in Commit and BatchWrite requests (a create() refused as a duplicate included). */
  writes: number;
};

/** The parts of a streamed read response that say what it carries. */
type ReadMessage = {
  has_found?: boolean;
  has_missing?: boolean;
  has_document?: boolean;
  has_document_change?: boolean;
};

export const READ_METHODS = new Set(['BatchGetDocuments', 'RunQuery', 'Listen']);
export const WRITE_METHODS = new Set(['Commit', 'BatchWrite']);

/** Documents one streamed message of a read RPC returns, and the reads it is billed for. */
export function readsIn(message: ReadMessage): { documents: number; billed: number } {
  if (message.has_found || message.has_document || message.has_document_change)
    return { documents: 1, billed: 1 };
  if (message.has_missing) return { documents: 0, billed: 1 };
  return { documents: 0, billed: 0 };
}

type Handler = { func: (call: Call, ...rest: unknown[]) => void };
type Call = {
  request?: { writes?: unknown[] };
  write(message: unknown, ...rest: unknown[]): boolean;
  end(...rest: unknown[]): void;
};

/**
 * Counts, at the Firestore stand-in (@firestore-emulator/server, in this process), the RPCs
 * and document reads the app makes. The package registers its handlers on a grpc-js server
 * when it is built; each is wrapped in place, so calls already routed go through the count.
 */
export function countFirestore(emulator: FirestoreServer): () => FirestoreCounts {
  const counts: FirestoreCounts = {
    rpcs: 0,
    documents: 0,
    billedReads: 0,
    aggregations: 0,
    writes: 0,
  };
  const server = (emulator as unknown as { server: { handlers?: Map<string, Handler> } }).server;
  if (!(server.handlers instanceof Map)) {
    throw new Error('@firestore-emulator/server changed: its gRPC handlers are not where expected');
  }
  for (const [path, handler] of server.handlers) {
    const method = path.slice(path.lastIndexOf('/') + 1);
    const original = handler.func;
    handler.func = (call, ...rest) => {
      counts.rpcs += 1;
      if (method === 'RunAggregationQuery') counts.aggregations += 1;
      if (READ_METHODS.has(method)) countReads(call, method === 'RunQuery', counts);
      if (WRITE_METHODS.has(method)) counts.writes += call.request?.writes?.length ?? 0;
      original(call, ...rest);
    };
  }
  return () => ({ ...counts });
}

function countReads(call: Call, isQuery: boolean, counts: FirestoreCounts) {
  let documents = 0;
  const write = call.write.bind(call);
  call.write = (message, ...rest) => {
    const reads = readsIn(message as ReadMessage);
    documents += reads.documents;
    counts.documents += reads.documents;
    counts.billedReads += reads.billed;
    return write(message, ...rest);
  };
  if (!isQuery) return;
  const end = call.end.bind(call);
  call.end = (...rest) => {
    if (documents === 0) counts.billedReads += 1;
    end(...rest);
  };
}
