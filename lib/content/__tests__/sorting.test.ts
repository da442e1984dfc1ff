import { byOrder, groupByCategory } from '../sorting';
import { aCourse } from './fixtures';

describe('groupByCategory', () => {
  it('sorts categories by order and courses by order within each', () => {
    const risk = { id: 'risk', name: 'Risk', order: 3 };
    const basics = { id: 'basics', name: 'Basics', order: 1 };
    const none = { id: 'uncategorized', name: null, order: 0 };
    const groups = groupByCategory([
      aCourse({ id: 'r2', category: risk, order: 2 }),
      aCourse({ id: 'b2', category: basics, order: 2 }),
      aCourse({ id: 'r1', category: risk, order: 1 }),
      aCourse({ id: 'u1', category: none, order: 5 }),
      aCourse({ id: 'b1', category: basics, order: 1 }),
    ]);
    expect(groups.map((g) => g.category.id)).toEqual(['uncategorized', 'basics', 'risk']);
    expect(groups.map((g) => g.courses.map((c) => c.id))).toEqual([
      ['u1'],
      ['b1', 'b2'],
      ['r1', 'r2'],
    ]);
  });

  it('returns no groups for no courses', () => {
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('byOrder', () => {
  it('puts missing orders last and breaks ties by title then id', () => {
    const items = [
      { id: 'c', title: 'B', order: null },
      { id: 'b', title: 'B', order: 1 },
      { id: 'a', title: 'A', order: 1 },
      { id: 'd', title: null, order: 0 },
    ];
    expect([...items].sort(byOrder).map((i) => i.id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
