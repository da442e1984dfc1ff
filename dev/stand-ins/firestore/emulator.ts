import { createRequire } from 'node:module';
import { FirestoreServer } from '@firestore-emulator/server';
import type { Server, ServerCredentials } from '@grpc/grpc-js';
import { splitHostPort } from '../../stack/config';
import { applyArrayTransformsAsFirestore } from './array-transforms';
import { addDocumentsInPlace } from './documents';
import { applyFieldMasksAsFirestore } from './field-masks';
import { answerCollectionGroupQueries } from './group-queries';
import { answerDocumentIdQueries } from './name-queries';
import { answerOrderedQueriesFromIndexes } from './ordered-queries';
import { checkTransactionConflicts } from './transactions';

export type RunningFirestore = { url: string; emulator: FirestoreServer; stop(): Promise<void> };

/** The emulator ships its own @grpc/grpc-js; its credentials must come from that same copy. */
function emulatorGrpc(): { ServerCredentials: typeof ServerCredentials } {
  const fromRoot = createRequire(`${process.cwd()}/package.json`);
  const fromEmulator = createRequire(fromRoot.resolve('@firestore-emulator/server'));
  return fromEmulator('@grpc/grpc-js');
}

/**
 * @firestore-emulator/server always binds 0.0.0.0; servers here must listen on loopback
 * only, so its gRPC server is bound by hand instead of through start().
 */
export async function startFirestoreEmulator(hostPort: string): Promise<RunningFirestore> {
  const { host, port } = splitHostPort(hostPort);
  addDocumentsInPlace();
  const emulator = new FirestoreServer();
  answerDocumentIdQueries(
    emulator.state as unknown as Parameters<typeof answerDocumentIdQueries>[0],
  );
  // After the document-id queries: it hands every query it does not take to theirs.
  answerOrderedQueriesFromIndexes(
    emulator.state as unknown as Parameters<typeof answerOrderedQueriesFromIndexes>[0],
  );
  // Ahead of both: a collection-group query is never theirs (nor the emulator's) to answer.
  answerCollectionGroupQueries(
    emulator.state as unknown as Parameters<typeof answerCollectionGroupQueries>[0],
  );
  applyFieldMasksAsFirestore(
    emulator.state as unknown as Parameters<typeof applyFieldMasksAsFirestore>[0],
  );
  // After the field masks: the empty array it adds is one more masked field of the write.
  applyArrayTransformsAsFirestore(
    emulator.state as unknown as Parameters<typeof applyArrayTransformsAsFirestore>[0],
  );
  const grpcServer = (emulator as unknown as { server: Server }).server;
  checkTransactionConflicts(grpcServer);
  const { ServerCredentials } = emulatorGrpc();
  await new Promise<void>((resolve, reject) =>
    grpcServer.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error) =>
      error ? reject(error) : resolve(),
    ),
  );
  return { url: `${host}:${port}`, emulator, stop: async () => emulator.stop() };
}
