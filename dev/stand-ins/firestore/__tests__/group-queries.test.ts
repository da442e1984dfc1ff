import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { freePort } from '../../../test-run/free-port';
import { startFirestoreEmulator, type RunningFirestore } from '../emulator';
import { documentPathOf, selectGroup, type GroupDocument, type GroupQuery } from '../group-queries';
import { UnsupportedQueryError } from '../name-queries';

const doc = (path: string, fields: Record<string, { type: string; value: unknown }>) => ({
  path: path.split('/'),
  field: (name: string) => fields[name],
});
const DOCS: GroupDocument[] = [
  doc('threads/t1/answers/a', { author: { type: 'string_value', value: 'm@x' } }),
  doc('threads/t1-b/answers/a', { author: { type: 'string_value', value: 'm@x' } }),
  doc('threads/t0/answers/z', {
    author: { type: 'string_value', value: 'other@x' },
    coach: { type: 'boolean_value', value: true },
    count: { type: 'double_value', value: 2 },
  }),
];
const group: GroupQuery['from'] = [{ collection_id: 'answers', all_descendants: true }];
const equals = (path: string, value: object) => ({
  field_filter: { field: { field_path: path }, op: 5, value },
});
const byName = (direction = 1) => [{ field: { field_path: '__name__' }, direction }];
const ref = (path: string) => ({
  reference_value: `projects/p/databases/(default)/documents/${path}`,
});
const pathsOf = (docs: GroupDocument[]) => docs.map((d) => d.path.join('/'));

describe('selectGroup', () => {
  it('orders by document path segment by segment, as Firestore does (not as one string)', () => {
    // As strings 'threads/t1-b/…' < 'threads/t1/…' ('-' before '/'); by segment t1 < t1-b.
    expect(pathsOf(selectGroup(DOCS, { from: group }))).toEqual([
      'threads/t0/answers/z',
      'threads/t1/answers/a',
      'threads/t1-b/answers/a',
    ]);
    expect(
      pathsOf(selectGroup(DOCS, { from: group, order_by: byName(2), limit: { value: 1 } })),
    ).toEqual(['threads/t1-b/answers/a']);
  });

  it('keeps AND-ed equalities by the value and its case; numbers by value', () => {
    const string = { value_type: 'string_value', string_value: 'm@x', boolean_value: false };
    expect(pathsOf(selectGroup(DOCS, { from: group, where: equals('author', string) }))).toEqual([
      'threads/t1/answers/a',
      'threads/t1-b/answers/a',
    ]);
    const both = {
      composite_filter: {
        op: 1,
        filters: [
          equals('coach', { value_type: 'boolean_value', boolean_value: true, string_value: '' }),
          equals('count', { value_type: 'integer_value', integer_value: 2 }),
        ],
      },
    };
    expect(pathsOf(selectGroup(DOCS, { from: group, where: both }))).toEqual([
      'threads/t0/answers/z',
    ]);
  });

  it('starts after or at a document path, and ends before one', () => {
    const after = {
      from: group,
      order_by: byName(),
      start_at: { values: [ref('threads/t0/answers/z')] },
    };
    expect(pathsOf(selectGroup(DOCS, after))).toEqual([
      'threads/t1/answers/a',
      'threads/t1-b/answers/a',
    ]);
    const at = { ...after, start_at: { values: [ref('threads/t1/answers/a')], before: true } };
    expect(pathsOf(selectGroup(DOCS, at))).toHaveLength(2);
    const before = {
      from: group,
      order_by: byName(),
      end_at: { values: [ref('threads/t1/answers/a')], before: true },
    };
    expect(pathsOf(selectGroup(DOCS, before))).toEqual(['threads/t0/answers/z']);
    expect(documentPathOf('projects/p/databases/d/documents/a/b')).toEqual(['a', 'b']);
  });

  it('refuses what it cannot answer faithfully instead of guessing', () => {
    const string = { value_type: 'string_value', string_value: 'm@x' };
    for (const query of [
      { where: { field_filter: { field: { field_path: 'author' }, op: 3, value: string } } },
      { where: { field_filter: { field: { field_path: 'author' }, op: 6, value: string } } },
      { where: { composite_filter: { op: 2, filters: [equals('author', string)] } } },
      { where: { unary_filter: { op: 2 } } },
      { where: equals('author', { value_type: 'null_value' }) },
      { where: equals('a.b', string) },
      { where: equals('__name__', { value_type: 'reference_value', reference_value: 'x' }) },
      { order_by: [{ field: { field_path: 'author' }, direction: 1 }] },
      { order_by: [...byName(), ...byName()] },
      { offset: 1 },
      { select: { fields: [{ field_path: 'author' }] } },
      { start_at: { values: [ref('threads/t1/answers/a')] } },
      { order_by: byName(), start_at: { values: [ref('threads/t1/answers/a'), ref('x/y')] } },
    ] as GroupQuery[])
      expect(() => selectGroup(DOCS, { from: group, ...query })).toThrow(UnsupportedQueryError);
  });
});

describe('collection-group queries through firebase-admin', () => {
  let firestore: RunningFirestore;
  let app: ReturnType<typeof initializeApp> | undefined;
  let db: Firestore;
  const hostBefore = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    firestore = await startFirestoreEmulator(`127.0.0.1:${await freePort()}`);
    process.env.FIRESTORE_EMULATOR_HOST = firestore.url;
    app = initializeApp({ projectId: 'demo-group' }, 'group-test');
    db = getFirestore(app);
    const batch = db.batch();
    for (const [path, data] of [
      ['threads/t2/answers/a1', { authorEmail: 'm@x', coach: false }],
      ['threads/t1/answers/a9', { authorEmail: 'm@x', coach: true }],
      ['threads/t1/answers/a2', { authorEmail: 'other@x', coach: false }],
      ['threads/t3/answers/a3', { authorEmail: 'm@x', coach: false }],
      // Same id, another parent collection: not of the group.
      ['threads/t1/notAnswers/a4', { authorEmail: 'm@x' }],
      // Deeper down, and under a parent that does not exist: both of the group.
      ['courses/c/threads/t9/answers/a5', { authorEmail: 'm@x' }],
    ] as const)
      batch.set(db.doc(path), data);
    await batch.commit();
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    await firestore?.stop();
    if (hostBefore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = hostBefore;
  });

  const paths = (snapshot: FirebaseFirestore.QuerySnapshot) =>
    snapshot.docs.map((doc) => doc.ref.path);

  it('finds the documents of every collection of that id, with an equality, in path order', async () => {
    const mine = await db.collectionGroup('answers').where('authorEmail', '==', 'm@x').get();
    expect(paths(mine)).toEqual([
      'courses/c/threads/t9/answers/a5',
      'threads/t1/answers/a9',
      'threads/t2/answers/a1',
      'threads/t3/answers/a3',
    ]);
    const coached = await db
      .collectionGroup('answers')
      .where('authorEmail', '==', 'm@x')
      .where('coach', '==', true)
      .get();
    expect(paths(coached)).toEqual(['threads/t1/answers/a9']);
    expect((await db.collectionGroup('answers').count().get()).data().count).toBe(5);
  });

  it('pages by document path: limit, then start after the last one', async () => {
    const query = db
      .collectionGroup('answers')
      .where('authorEmail', '==', 'm@x')
      .orderBy(FieldPath.documentId())
      .limit(2);
    const first = await query.get();
    expect(paths(first)).toEqual(['courses/c/threads/t9/answers/a5', 'threads/t1/answers/a9']);
    const second = await query.startAfter(first.docs[1]!).get();
    expect(paths(second)).toEqual(['threads/t2/answers/a1', 'threads/t3/answers/a3']);
    const last = await query.startAfter(second.docs[1]!).get();
    expect(paths(last)).toEqual([]);
  });

  it('reads them in a transaction, and sees a change or deletion at once', async () => {
    await db.runTransaction(async (transaction) => {
      const found = await transaction.get(
        db.collectionGroup('answers').where('authorEmail', '==', 'other@x'),
      );
      expect(paths(found)).toEqual(['threads/t1/answers/a2']);
      transaction.update(found.docs[0]!.ref, { authorEmail: 'moved@x' });
    });
    const moved = await db.collectionGroup('answers').where('authorEmail', '==', 'moved@x').get();
    expect(paths(moved)).toEqual(['threads/t1/answers/a2']);
    await db.doc('threads/t1/answers/a2').delete();
    expect(
      (await db.collectionGroup('answers').where('authorEmail', '==', 'moved@x').get()).size,
    ).toBe(0);
  });
});
