import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { freePort } from '../../../test-run/free-port';
import { startFirestoreEmulator, type RunningFirestore } from '../emulator';
import { FieldIndex, planOf, typedField, type OrderedQuery, type Plan } from '../ordered-queries';

const order = (path: string, direction = 1) => [{ field: { field_path: path }, direction }];
const where = (path: string, op: number, value: object) => ({
  field_filter: { field: { field_path: path }, op, value },
});
const base: OrderedQuery = { from: [{ collection_id: 'trades' }], order_by: order('order', 2) };

describe('planOf', () => {
  it('takes one order field with AND-ed equality and range filters and a limit', () => {
    expect(
      planOf({
        ...base,
        where: {
          composite_filter: {
            op: 1,
            filters: [
              where('setup', 5, {
                value_type: 'string_value',
                string_value: 'Breakout',
                integer_value: 0,
              }),
              where('order', 1, { value_type: 'string_value', string_value: '5' }),
            ],
          },
        },
        limit: { value: 26 },
      }),
    ).toEqual({
      path: 'order',
      descending: true,
      limit: 26,
      tests: [
        { path: 'setup', op: 5, value: { kind: 'string_value', key: 'Breakout' } },
        { path: 'order', op: 1, value: { kind: 'string_value', key: '5' } },
      ],
    });
  });

  it('leaves to the emulator what it could answer otherwise', () => {
    const refused: OrderedQuery[] = [
      { ...base, order_by: [] },
      { ...base, order_by: [...order('a'), ...order('b')] },
      { ...base, order_by: order('__name__') },
      { ...base, order_by: order('a.b') },
      { ...base, start_at: { values: [] } },
      { ...base, offset: 3 },
      { ...base, from: [{ collection_id: 'trades', all_descendants: true }] },
      { ...base, where: where('tags', 7, { value_type: 'string_value', string_value: 'x' }) },
      // Every case of a Value shows in its plain object; the case set decides.
      {
        ...base,
        where: where('open', 5, {
          value_type: 'boolean_value',
          string_value: '',
          boolean_value: true,
        }),
      },
      { ...base, where: where('at', 1, { string_value: '', integer_value: 9 }) },
      { ...base, where: where('open', 5, { boolean_value: true }) },
      { ...base, where: { composite_filter: { op: 2, filters: [] } } },
      { ...base, where: { unary_filter: {} } },
    ];
    for (const query of refused) expect(planOf(query)).toBeNull();
  });
});

describe('FieldIndex', () => {
  const plan = (over: Partial<Plan> = {}): Plan => ({
    path: 'n',
    descending: false,
    tests: [],
    limit: null,
    ...over,
  });
  const number = (key: number) => ({ kind: 'integer_value' as const, key });
  const fields: Record<string, Record<string, string>> = {};
  const other = (doc: string, path: string) =>
    typedField({ type: 'string_value', value: fields[doc]?.[path] });

  it('walks in order from a seek, ties by id, tests other fields, stops at the limit', () => {
    const index = new FieldIndex<string>('n', other);
    for (const [id, n] of [
      ['d', 4],
      ['b', 2],
      ['c', 2],
      ['a', 1],
      ['e', 5],
    ] as const)
      index.put(id, id, true, number(n));
    expect(index.answer(plan())).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(index.answer(plan({ descending: true, limit: 3 }))).toEqual(['e', 'd', 'c']);
    const below4 = { path: 'n', op: 1, value: number(4) };
    const from2 = { path: 'n', op: 4, value: number(2) };
    expect(index.answer(plan({ descending: true, tests: [below4, from2] }))).toEqual(['c', 'b']);
    expect(index.answer(plan({ tests: [{ path: 'n', op: 5, value: number(2) }] }))).toEqual([
      'b',
      'c',
    ]);
    Object.assign(fields, { b: { s: 'x' }, d: { s: 'x' } });
    const sx = { path: 's', op: 5, value: { kind: 'string_value' as const, key: 'x' } };
    expect(index.answer(plan({ descending: true, tests: [sx] }))).toEqual(['d', 'b']);
    // A value of another kind matches nothing, as in the emulator.
    const text = { path: 'n', op: 3, value: { kind: 'string_value' as const, key: '' } };
    expect(index.answer(plan({ tests: [text] }))).toEqual([]);
  });

  it('moves a changed document, drops a deleted one, and declines while one lacks the field', () => {
    const index = new FieldIndex<string>('n', other);
    index.put('a', 'a', true, number(1));
    index.put('b', 'b', true, number(2));
    index.put('a', 'a', true, number(3));
    expect(index.answer(plan())).toEqual(['b', 'a']);
    index.put('b', 'b', false, null);
    expect(index.answer(plan())).toEqual(['a']);
    index.put('c', 'c', true, null);
    expect(index.answer(plan())).toBeNull();
    index.put('c', 'c', true, number(0));
    expect(index.answer(plan())).toEqual(['c', 'a']);
    index.put('d', 'd', true, { kind: 'double_value', key: 0.5 });
    expect(index.answer(plan())).toBeNull();
    expect(index.answer(plan({ path: 'm' }))).toBeNull();
  });
});

describe('the stand-in with its indexes, through firebase-admin', () => {
  let firestore: RunningFirestore;
  let app: ReturnType<typeof initializeApp> | undefined;
  let db: Firestore;
  const hostBefore = process.env.FIRESTORE_EMULATOR_HOST;

  beforeAll(async () => {
    firestore = await startFirestoreEmulator(`127.0.0.1:${await freePort()}`);
    process.env.FIRESTORE_EMULATOR_HOST = firestore.url;
    app = initializeApp({ projectId: 'demo-ordered' }, 'ordered-test');
    db = getFirestore(app);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    await firestore?.stop();
    if (hostBefore === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = hostBefore;
  });

  const ids = (snapshot: FirebaseFirestore.QuerySnapshot) => snapshot.docs.map((doc) => doc.id);

  it('answers pages, ranges and filters as the documents are written, changed and deleted', async () => {
    const trades = db.collection('users/m@x/trades');
    const batch = db.batch();
    for (let i = 0; i < 60; i++)
      batch.set(trades.doc(`t${String(i).padStart(2, '0')}`), {
        order: String(1000 + i),
        setup: i % 3 === 0 ? 'Breakout' : 'Pullback',
      });
    await batch.commit();
    const page = () => trades.orderBy('order', 'desc').limit(5).get();
    expect(ids(await page())).toEqual(['t59', 't58', 't57', 't56', 't55']);
    expect(
      ids(
        await trades
          .where('setup', '==', 'Breakout')
          .where('order', '<', '1050')
          .orderBy('order', 'desc')
          .limit(3)
          .get(),
      ),
    ).toEqual(['t48', 't45', 't42']);
    expect(ids(await trades.where('order', '>=', '1057').orderBy('order').get())).toEqual([
      't57',
      't58',
      't59',
    ]);

    await trades.doc('t10').update({ order: '2000' });
    await trades.doc('t59').delete();
    await trades.doc('new').set({ order: '1999', setup: 'Pullback' });
    expect(ids(await page())).toEqual(['t10', 'new', 't58', 't57', 't56']);

    // Equal values in id order, as Firestore answers (the emulator kept the order of writing).
    await trades.doc('zb').set({ order: '3000', setup: 'Tie' });
    await trades.doc('za').set({ order: '3000', setup: 'Tie' });
    expect(ids(await trades.where('setup', '==', 'Tie').orderBy('order').get())).toEqual([
      'za',
      'zb',
    ]);
    await Promise.all(['za', 'zb'].map((id) => trades.doc(id).delete()));

    // A document without the field: the emulator's own answer (it puts it last).
    await trades.doc('bare').set({ setup: 'Pullback' });
    expect(ids(await trades.orderBy('order', 'desc').get()).at(-1)).toBe('bare');
    await trades.doc('bare').delete();
    expect(ids(await page())).toEqual(['t10', 'new', 't58', 't57', 't56']);
  });

  it('reads a filter value by its case: numbers and booleans as the emulator does', async () => {
    const log = db.collection('auditLog');
    const times = [9, 7, 7, 5, 3].map((t) => 1_700_000_000_000 + t);
    await Promise.all(times.map((at, i) => log.doc(`e${i}`).set({ at, open: i % 2 === 0 })));
    const ats = (snapshot: FirebaseFirestore.QuerySnapshot) =>
      snapshot.docs.map((d) => d.get('at'));
    expect(ats(await log.where('at', '<', times[0]!).orderBy('at', 'desc').limit(3).get())).toEqual(
      times.slice(1, 4),
    );
    expect(ats(await log.where('open', '==', true).orderBy('at', 'desc').get())).toEqual([
      times[0],
      times[2],
      times[4],
    ]);
  });

  it('adds a new document to its collection in place, not by copying every other one', async () => {
    const docs = db.collection('users/n@x/trades');
    const batch = db.batch();
    for (let i = 0; i < 50; i++) batch.create(docs.doc(`d${i}`), { order: String(i) });
    await batch.commit();
    const collection = firestore.emulator.state.getCollection(
      'projects/demo-ordered/databases/(default)/documents/users/n@x/trades',
    ) as unknown as { documents: object; getDocument(id: string): { name: string } };
    const record = collection.documents;
    expect(collection.getDocument('late').name).toBe('late');
    expect(collection.documents).toBe(record);
    await docs.doc('late').set({ order: '99' });
    expect((await docs.orderBy('order', 'desc').limit(1).get()).docs[0]!.id).toBe('late');
    expect((await docs.count().get()).data().count).toBe(51);
  });
});
