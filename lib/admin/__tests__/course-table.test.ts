import { aClass, aCourse } from '../../content/__tests__/fixtures';
import { courseRows } from '../course-table';

describe('courseRows', () => {
  const courses = [
    aCourse({ id: 'course-a', title: 'A', classes: [aClass({ id: 'c1' }), aClass({ id: 'c2' })] }),
    aCourse({ id: 'course-b', title: null, category: { id: 'x', name: 'Forex', order: 2 } }),
    aCourse({ id: 'course-c', title: 'C' }),
  ];

  it('lists every course in catalog order with its counts and completion rate', () => {
    const counts = new Map([
      ['course-a', { entitled: 10, started: 3, completed: 2 }],
      ['course-b', { entitled: 4, started: 0, completed: 0 }],
    ]);
    expect(courseRows(courses, counts)).toEqual([
      {
        id: 'course-a',
        title: 'A',
        category: 'Category',
        classes: 2,
        entitled: 10,
        started: 3,
        completed: 2,
        completionRate: '67%',
      },
      {
        id: 'course-b',
        title: 'Untitled Course',
        category: 'Forex',
        classes: 0,
        entitled: 4,
        started: 0,
        completed: 0,
        completionRate: '–',
      },
      {
        id: 'course-c',
        title: 'C',
        category: 'Category',
        classes: 0,
        entitled: 0,
        started: 0,
        completed: 0,
        completionRate: '–',
      },
    ]);
  });
});
