import { contentfulClient } from '../client';
import { fetchCourses, IDS_PER_REQUEST } from '../queries';

// The delivery client is the edge of this unit: the test sees which requests it is asked for.
jest.mock('../client', () => ({ contentfulClient: jest.fn() }));

describe('fetchCourses batching', () => {
  it('asks for at most IDS_PER_REQUEST ids a request, each id once', async () => {
    const getEntries = jest.fn(async () => ({ items: [] }));
    jest.mocked(contentfulClient).mockReturnValue({ getEntries } as never);
    const ids = Array.from({ length: IDS_PER_REQUEST + 5 }, (_, i) => `course-${i}`);

    await fetchCourses([...ids, 'course-0']);

    const batches = getEntries.mock.calls.map(
      (call) => (call as unknown as [{ 'sys.id[in]': string[] }])[0]['sys.id[in]'],
    );
    expect(batches.map((batch) => batch.length)).toEqual([IDS_PER_REQUEST, 5]);
    expect(batches.flat().sort()).toEqual([...ids].sort());
  });
});
