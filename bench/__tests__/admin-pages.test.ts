import { isOverview, median, memberRowCount, nextPageHref, timingLines } from '../admin-pages';

describe('reading the members page', () => {
  it('finds the Next page link with its cursor, or none', () => {
    const html =
      '<nav aria-label="Pages"><a class="x" href="/admin/members">First page</a><a class="x" href="/admin/members?q=b&amp;after=b%40x.com">Next page</a></nav>';
    expect(nextPageHref(html)).toBe('/admin/members?q=b&after=b%40x.com');
    expect(nextPageHref('<a href="/admin/members">First page</a>')).toBeNull();
  });

  it('counts the member rows by their links', () => {
    const row = (email: string) =>
      `<a class="u" href="/admin/members/${encodeURIComponent(email)}">${email}</a>`;
    expect(
      memberRowCount(`${row('a@x.com')}${row('b+c@x.com')}<a href="/admin/members/new">Add</a>`),
    ).toBe(2);
  });
});

describe('the figures', () => {
  it('takes the median of odd and even lists', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('prints each page against the baseline with PASS or MISS', () => {
    const [pass, miss] = timingLines(
      10,
      [
        { label: 'first', ms: 15 },
        { label: 'twentieth', ms: 15.1 },
      ],
      1.5,
    );
    expect(pass).toMatch(/15\.0 ms\s+ratio 1\.50\s+PASS/);
    expect(miss).toMatch(/ratio 1\.51\s+MISS/);
  });
});

describe('isOverview', () => {
  it('is the overview with its figures and at least three charts', () => {
    const svg = '<svg role="img" viewBox="0 0 1 1"></svg>';
    const page = (charts: number) =>
      `<h1 class="x">Overview</h1><dt>Active members</dt>${svg.repeat(charts)}`;
    expect(isOverview(page(4))).toBe(true);
    expect(isOverview(page(2))).toBe(false);
    expect(isOverview('<h1>Members</h1>')).toBe(false);
  });
});
