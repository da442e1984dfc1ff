import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { freePort } from '../../../test-run/free-port';
import { fieldsToSeed } from '../array-transforms';
import { startFirestoreEmulator, type RunningFirestore } from '../emulator';

const union = (field_path: string) => ({ field_path, has_append_missing_elements: true });
const array = { type: 'array_value', value: [] };
const text = { type: 'string_value', value: 'x' };

describe('fieldsToSeed', () => {
  it('seeds a missing or non-array field kept from the document, not an array or one the write sets', () => {
    const current = { kept: array, plain: text };
    const transforms = [union('kept'), union('plain'), union('absent'), union('set')];
    expect(fieldsToSeed(current, { fields: ['set'], mask: [] }, transforms)).toEqual([
      'plain',
      'absent',
    ]);
  });

  it('seeds every transformed field of a write that replaces the document, or of a missing one', () => {
    expect(fieldsToSeed({ kept: array }, { fields: [], mask: undefined }, [union('kept')])).toEqual(
      ['kept'],
    );
    expect(fieldsToSeed(null, { fields: [], mask: [] }, [union('a')])).toEqual(['a']);
  });

  it('leaves other transforms and nested paths to the emulator', () => {
    const increment = { field_path: 'n' };
    expect(fieldsToSeed(null, { fields: [], mask: [] }, [increment, union('a.b')])).toEqual([]);
  });
});

describe('array transforms through firebase-admin', () => {
  let firestore: RunningFirestore;
  let app: ReturnType<typeof initializeApp> | undefined;
  let db: Firestore;
  const hostBefore = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    firestore = await startFirestoreEmulator(`127.0.0.1:${await freePort()}`);
    process.env.FIRESTORE_EMULATOR_HOST = firestore.url;
    app = initializeApp({ projectId: 'demo-arrays' }, 'arrays-test');
    db = getFirestore(app);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    await firestore?.stop();
    if (hostBefore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = hostBefore;
  });

  it('arrayUnion makes a missing field, then adds only what it lacks; arrayRemove empties', async () => {
    const doc = db.doc('users/a@x');
    await doc.set({ name: 'A' });
    await doc.update({ ids: FieldValue.arrayUnion('c1') });
    await doc.update({ ids: FieldValue.arrayUnion('c1', 'c2') });
    await doc.set({ other: FieldValue.arrayRemove('z') }, { merge: true });
    expect((await doc.get()).data()).toEqual({ name: 'A', ids: ['c1', 'c2'], other: [] });
  });

  it('applies every transform of one write, in a transaction too', async () => {
    const doc = db.doc('users/b@x');
    await doc.set({ name: 'B', a: ['x'] });
    await db.runTransaction(async (transaction) => {
      await transaction.get(doc);
      transaction.update(doc, {
        a: FieldValue.arrayUnion('y'),
        b: FieldValue.arrayUnion('z'),
        n: FieldValue.increment(2),
      });
    });
    expect((await doc.get()).data()).toEqual({ name: 'B', a: ['x', 'y'], b: ['z'], n: 2 });
  });
});
