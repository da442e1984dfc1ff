import { aClass, aCourse } from '../../content/__tests__/fixtures';
import { homeHref, resolveSelection } from '../home-selection';

const courses = [
  aCourse({ id: 'one', classes: [aClass({ id: 'one-a' }), aClass({ id: 'one-b' })] }),
  aCourse({ id: 'two', classes: [aClass({ id: 'two-a' })] }),
];

describe('resolveSelection', () => {
  it('selects nothing without parameters', () => {
    expect(resolveSelection(courses, {})).toEqual({
      course: null,
      courseClass: null,
      sidebar: 'courses',
    });
  });

  it('selects a course and shows its classes', () => {
    const selection = resolveSelection(courses, { course: 'one' });
    expect(selection.course?.id).toBe('one');
    expect(selection.courseClass).toBeNull();
    expect(selection.sidebar).toBe('classes');
  });

  it('selects a class of the selected course only', () => {
    expect(resolveSelection(courses, { course: 'one', class: 'one-b' }).courseClass?.id).toBe(
      'one-b',
    );
    expect(resolveSelection(courses, { course: 'one', class: 'two-a' }).courseClass).toBeNull();
  });

  it('keeps the course detail with the course list when the class list is closed', () => {
    const selection = resolveSelection(courses, { course: 'two', sidebar: 'courses' });
    expect(selection.course?.id).toBe('two');
    expect(selection.sidebar).toBe('courses');
  });

  it('treats an id outside the member list as nothing selected', () => {
    expect(resolveSelection(courses, { course: 'foreign', class: 'one-a' })).toEqual({
      course: null,
      courseClass: null,
      sidebar: 'courses',
    });
  });

  it('uses the first value of a repeated parameter', () => {
    expect(resolveSelection(courses, { course: ['two', 'one'] }).course?.id).toBe('two');
  });
});

describe('homeHref', () => {
  it('builds /home URLs', () => {
    expect(homeHref({})).toBe('/home');
    expect(homeHref({ course: 'a b' })).toBe('/home?course=a+b');
    expect(homeHref({ course: 'a', class: 'c' })).toBe('/home?course=a&class=c');
    expect(homeHref({ course: 'a', sidebar: 'courses' })).toBe('/home?course=a&sidebar=courses');
    expect(homeHref({ course: 'a', class: 'c', t: 70 })).toBe('/home?course=a&class=c&t=70');
    expect(homeHref({ course: 'a', t: null })).toBe('/home?course=a');
  });
});
