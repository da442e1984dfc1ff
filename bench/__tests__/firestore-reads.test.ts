import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  startFirestoreEmulator,
  type RunningFirestore,
} from '../../dev/stand-ins/firestore/emulator';
import { freePort } from '../../dev/test-run/free-port';
import { countFirestore, readsIn } from '../firestore-reads';

describe('readsIn', () => {
  it('counts a found or returned document as read and billed, a missing one as billed only', () => {
    expect(readsIn({ has_found: true })).toEqual({ documents: 1, billed: 1 });
    expect(readsIn({ has_document: true })).toEqual({ documents: 1, billed: 1 });
    expect(readsIn({ has_missing: true })).toEqual({ documents: 0, billed: 1 });
    expect(readsIn({})).toEqual({ documents: 0, billed: 0 });
  });
});

describe('countFirestore', () => {
  let firestore: RunningFirestore;
  const app = { current: undefined as ReturnType<typeof initializeApp> | undefined };
  const hostBefore = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    firestore = await startFirestoreEmulator(`127.0.0.1:${await freePort()}`);
    process.env.FIRESTORE_EMULATOR_HOST = firestore.url;
    app.current = initializeApp({ projectId: 'demo-count' }, 'count-test');
  });

  afterAll(async () => {
    if (app.current) await deleteApp(app.current);
    await firestore?.stop();
    if (hostBefore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = hostBefore;
  });

  it('counts what firebase-admin asks of the stand-in: RPCs, documents, billed reads, writes', async () => {
    const db = getFirestore(app.current!);
    await db.doc('users/a').set({ courses: ['x'] });
    const counts = countFirestore(firestore.emulator);
    expect(counts()).toEqual({ rpcs: 0, documents: 0, billedReads: 0, aggregations: 0, writes: 0 });

    await db.doc('users/a').get(); // found: 1 document, 1 read
    await db.doc('users/missing').get(); // missing: 0 documents, 1 read
    await db.collection('users/a/progress').get(); // empty query: 0 documents, 1 read
    await db.doc('users/a/progress/c1').set({ position: 1 }); // a write: an RPC, no read
    await db.collection('users/a/progress').get(); // 1 document, 1 read
    await db.collection('users').count().get(); // an aggregation: no document
    const batch = db.batch(); // one Commit of two writes
    batch.set(db.doc('users/b'), { courses: [] });
    batch.create(db.doc('users/c'), { courses: [] });
    await batch.commit();

    expect(counts()).toEqual({ rpcs: 7, documents: 2, billedReads: 4, aggregations: 1, writes: 3 });
  });
});
