import { safeHref } from '../safe-link';

describe('safeHref', () => {
  it.each(['https://example.com/a?b=c', 'http://example.com', 'mailto:coach@example.com'])(
    'keeps %s',
    (uri) => {
      expect(safeHref(uri)).toBe(uri);
    },
  );

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
    '/relative',
    '',
    42,
    null,
  ])('drops %p', (uri) => {
    expect(safeHref(uri)).toBeNull();
  });
});
