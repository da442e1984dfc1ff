/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BODIES, CATALOG, COURSE_A, UNTITLED } from '@/lib/search/__tests__/fixtures';
import {
  buildSearchIndex,
  MAX_QUERY_LENGTH,
  openClassesOf,
  searchClasses,
  searchDocuments,
} from '@/lib/search/client';
import { SearchForm } from '../search-form';
import { SearchResults } from '../search-results';
import { renderIn } from './intl';

const index = buildSearchIndex(searchDocuments(CATALOG, BODIES));
const outcomeFor = (query: string) =>
  searchClasses(index, query, openClassesOf([COURSE_A], UNTITLED));

describe('SearchResults', () => {
  it('lists each hit as a link to its class, the matched words marked', () => {
    renderIn(<SearchResults locale="en" query="candl" cut={false} outcome={outcomeFor('candl')} />);
    expect(screen.getByText('2 classes match “candl”.')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/home?course=course-a&class=a1',
      '/home?course=course-a&class=a2',
    ]);
    const marks = [...document.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Candlesticks', 'candlestick', 'candlestick']);
  });

  it('says so when nothing matches, when the query is empty and when search is down', () => {
    const { rerender } = renderIn(
      <SearchResults locale="en" query="zzz" cut={false} outcome={outcomeFor('zzz')} />,
    );
    expect(
      screen.getByText('No classes match “zzz”. Try another word, or the first letters of one.'),
    ).toBeInTheDocument();
    rerender(<SearchResults locale="en" query="" cut={false} outcome={null} />);
    expect(
      screen.getByText('Type a word to search the classes of your courses.'),
    ).toBeInTheDocument();
    rerender(<SearchResults locale="en" query="hammer" cut={false} outcome={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Search is unavailable right now. Please try again in a minute.',
    );
  });

  it('says when a long query was cut', () => {
    renderIn(<SearchResults locale="en" query="hammer" cut outcome={outcomeFor('hammer')} />);
    expect(
      screen.getByText(
        `Your search was long: only its first ${MAX_QUERY_LENGTH} characters were searched.`,
      ),
    ).toBeInTheDocument();
  });

  it('escapes what the author and the member wrote: markup shows as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const outcome = {
      total: 1,
      hits: [
        {
          classId: 'c',
          href: '/home?course=k&class=c',
          courseTitle: '<b>Course</b>',
          title: [{ text: 'Beware <script>alert(1)</script> ', match: false }],
          source: 'text' as const,
          excerpt: [
            { text: '<i>', match: false },
            { text: 'hammer', match: true },
            { text: '</i> & more', match: false },
          ],
        },
      ],
    };
    const html = renderToStaticMarkup(
      <SearchResults locale="en" query={hostile} cut={false} outcome={outcome} />,
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '&lt;i&gt;<mark class="rounded-sm bg-brand-300 px-0.5 text-ink-950">hammer</mark>&lt;/i&gt; &amp; more',
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Course&lt;/b&gt;');
    expect(html).not.toMatch(/<(script|img|b|i)[\s>]/);
  });
});

describe('SearchForm', () => {
  it('is a labelled GET form to /home/search, filled with the current query', () => {
    renderIn(<SearchForm locale="en" query="risk" />);
    const field = screen.getByRole('searchbox', { name: 'Search your classes' });
    expect(field).toHaveValue('risk');
    expect(field).toHaveAttribute('name', 'q');
    expect(field).toHaveAttribute('maxlength', String(MAX_QUERY_LENGTH));
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/home/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
