/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "require", "default"]}
 */
import { createElement } from 'react';
import { renderServerTree } from '@/dev/test-run/server-render';
import { loadCatalog } from '..';
import { fetchCatalog } from '../queries';
import type { Catalog } from '../types';

/** Every read of the shared cache entry, as Next's `unstable_cache` parses the entry at each. */
const entryReads: string[] = [];
jest.mock('next/cache', () => ({
  unstable_cache:
    (work: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]) => {
      entryReads.push(String(args[0]));
      return work(...args);
    },
}));
jest.mock('../queries', () => ({ fetchCatalog: jest.fn(), fetchClassBodies: jest.fn() }));

const catalog: Catalog = { courses: [], fetchedAt: 1, version: 'v1' };

/** A component that reads the catalog, as the search page does for the courses and the index. */
async function ReadsCatalog({ locale }: { locale: 'en' | 'ms' }) {
  const read = await loadCatalog(locale);
  return createElement('p', null, read.version);
}

const searchPage = () =>
  createElement(
    'main',
    null,
    createElement(ReadsCatalog, { locale: 'en' }),
    createElement(ReadsCatalog, { locale: 'en' }),
    createElement(ReadsCatalog, { locale: 'ms' }),
  );

describe('loadCatalog within a request', () => {
  beforeEach(() => {
    entryReads.length = 0;
    jest.mocked(fetchCatalog).mockResolvedValue(catalog);
  });

  it('reads each language’s cache entry once per request, however many parts ask', async () => {
    expect(await renderServerTree(searchPage())).toEqual([]);
    expect(entryReads.sort()).toEqual(['en', 'ms']);
  });

  it('reads the entry again in the next request, so a refresh is seen', async () => {
    expect(await renderServerTree(searchPage())).toEqual([]);
    expect(await renderServerTree(searchPage())).toEqual([]);
    expect(entryReads.filter((locale) => locale === 'en')).toHaveLength(2);
  });
});
