import {
  namesDocumentIds,
  selectByDocumentId,
  UnsupportedQueryError,
  type PlainQuery,
} from '../name-queries';

const IDS = ['c@x', 'a@x', 'ab@x', 'b@x', 'abc@x'];
const name = { field_path: '__name__' };
const ref = (id: string) => ({
  reference_value: `projects/p/databases/(default)/documents/users/${id}`,
});
const byId = (direction = 1) => [{ field: name, direction }];
const filter = (op: number, id: string) => ({ field_filter: { field: name, op, value: ref(id) } });
const and = (...filters: object[]) => ({ composite_filter: { op: 1, filters } });

describe('selectByDocumentId', () => {
  it('orders by id and limits', () => {
    expect(selectByDocumentId(IDS, { order_by: byId(), limit: { value: 3 } })).toEqual([
      'a@x',
      'ab@x',
      'abc@x',
    ]);
    expect(selectByDocumentId(IDS, { order_by: byId(2) })).toEqual([
      'c@x',
      'b@x',
      'abc@x',
      'ab@x',
      'a@x',
    ]);
  });

  it('keeps an equality on a string field beside the id range, as Firestore does', () => {
    const language: Record<string, string> = { 'ab@x': 'ms', 'abc@x': 'zh', 'a@x': 'ms' };
    const fieldOf = (id: string, path: string) => (path === 'language' ? language[id] : undefined);
    const query: PlainQuery = {
      order_by: byId(),
      where: and(filter(4, 'ab'), filter(1, 'ab\uf8ff'), {
        field_filter: { field: { field_path: 'language' }, op: 5, value: { string_value: 'ms' } },
      }),
    };
    expect(selectByDocumentId(IDS, query, fieldOf)).toEqual(['ab@x']);
    // Anything but an equality on a string is still refused.
    const range: PlainQuery = {
      order_by: byId(),
      where: and(filter(4, 'ab'), {
        field_filter: { field: { field_path: 'language' }, op: 3, value: { string_value: 'ms' } },
      }),
    };
    expect(() => selectByDocumentId(IDS, range, fieldOf)).toThrow(UnsupportedQueryError);
  });

  it('keeps a prefix range: >= prefix and < prefix + \\uf8ff', () => {
    const query: PlainQuery = {
      order_by: byId(),
      where: and(filter(4, 'ab'), filter(1, 'ab\uf8ff')),
    };
    expect(selectByDocumentId(IDS, query)).toEqual(['ab@x', 'abc@x']);
  });

  it('starts after or at a cursor, and ends before or at one', () => {
    const after = { order_by: byId(), start_at: { values: [ref('ab@x')], before: false } };
    expect(selectByDocumentId(IDS, after)).toEqual(['abc@x', 'b@x', 'c@x']);
    const at = { order_by: byId(), start_at: { values: [ref('ab@x')], before: true } };
    expect(selectByDocumentId(IDS, at)).toEqual(['ab@x', 'abc@x', 'b@x', 'c@x']);
    const endBefore = { order_by: byId(), end_at: { values: [ref('b@x')], before: true } };
    expect(selectByDocumentId(IDS, endBefore)).toEqual(['a@x', 'ab@x', 'abc@x']);
    const descending = {
      order_by: byId(2),
      start_at: { values: [ref('b@x')] },
      limit: { value: 2 },
    };
    expect(selectByDocumentId(IDS, descending)).toEqual(['abc@x', 'ab@x']);
  });

  it('refuses what it cannot answer faithfully instead of guessing', () => {
    const other = { field_filter: { field: { field_path: 'courses' }, op: 5, value: {} } };
    for (const query of [
      { order_by: byId(), where: and(filter(4, 'a'), other) },
      { order_by: [...byId(), { field: { field_path: 'at' } }] },
      { order_by: byId(), offset: 10 },
      { order_by: byId(), where: { composite_filter: { op: 2, filters: [filter(5, 'a@x')] } } },
    ]) {
      expect(() => selectByDocumentId(IDS, query)).toThrow(UnsupportedQueryError);
    }
  });
});

describe('namesDocumentIds', () => {
  it('takes only queries that name __name__, so every other query goes to the emulator', () => {
    expect(namesDocumentIds({ order_by: byId() })).toBe(true);
    expect(namesDocumentIds({ where: and(filter(4, 'a')) })).toBe(true);
    expect(namesDocumentIds({ order_by: [{ field: { field_path: 'at' } }] })).toBe(false);
    expect(namesDocumentIds({})).toBe(false);
  });
});
