import { getCatalogOrEmpty, getClassBodyOrNull, loadCatalog } from '..';
import { fetchCatalog, fetchClassBodies } from '../queries';

// Next's data cache is the framework's; here each call goes straight to the fetch.
jest.mock('next/cache', () => ({ unstable_cache: (work: unknown) => work }));
jest.mock('../queries', () => ({ fetchCatalog: jest.fn(), fetchClassBodies: jest.fn() }));

const catalog = { courses: [], fetchedAt: 42 };
const body = { nodeType: 'document', data: {}, content: [] } as never;
const down = new Error('Contentful answered 500');

describe('content when Contentful fails', () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
    jest.spyOn(console, 'warn').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(() => jest.restoreAllMocks());

  it('with no catalog read yet, a page gets the empty list and the failure is logged', async () => {
    jest.mocked(fetchCatalog).mockRejectedValueOnce(down);
    await expect(getCatalogOrEmpty('/home')).resolves.toEqual({ courses: [], fetchedAt: 0 });
    expect(logged.join('\n')).toContain('could not load the course catalog');
  });

  it('after one good read, the last good catalog and class bodies are served', async () => {
    jest.mocked(fetchCatalog).mockResolvedValueOnce(catalog);
    jest.mocked(fetchClassBodies).mockResolvedValueOnce(new Map([['class-1', body]]));
    expect(await loadCatalog()).toBe(catalog);
    expect(await getClassBodyOrNull('class-1', '/home')).toBe(body);

    jest.mocked(fetchCatalog).mockRejectedValueOnce(down);
    jest.mocked(fetchClassBodies).mockRejectedValueOnce(down);
    expect(await getCatalogOrEmpty('/home')).toBe(catalog);
    // The bodies are read again too (the earlier read is over a minute old) and fail; the
    // catalog's failure already has the page served the last good body without waiting.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    expect(await getClassBodyOrNull('class-1', '/home')).toBe(body);
    expect(fetchClassBodies).toHaveBeenCalledTimes(2);
    expect(logged.join('\n')).toContain('serving the last good catalog');
    expect(logged.join('\n')).toContain('serving a last good class body');
  });

  it('while Contentful keeps failing, later pages get the last good content without waiting', async () => {
    // The test before left both reads failing. These reads do not answer until the end (the
    // SDK's back-off): a page that waited for them would never render.
    const answers: Array<() => void> = [];
    const unanswered = () =>
      new Promise<never>((_, reject) => void answers.push(() => reject(down)));
    jest.mocked(fetchCatalog).mockImplementationOnce(unanswered);
    jest.mocked(fetchClassBodies).mockImplementationOnce(unanswered);
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 122_000);
    expect(await getCatalogOrEmpty('/home')).toBe(catalog);
    expect(await getClassBodyOrNull('class-1', '/home')).toBe(body);
    // Both were still asked again, behind the pages.
    expect(answers).toHaveLength(2);
    answers.forEach((fail) => fail());
  });

  it('a body never read before reads as none', async () => {
    jest.mocked(fetchClassBodies).mockRejectedValueOnce(down);
    expect(await getClassBodyOrNull('class-2', '/home')).toBeNull();
    expect(logged.join('\n')).toContain('could not load a class body');
  });
});
