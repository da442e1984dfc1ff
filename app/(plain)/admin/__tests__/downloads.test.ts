import { log } from '@/lib/log';
import { GET as exportGet } from '../export/[name]/route';
import { GET as reportGet } from '../import/[id]/report/route';

/**
 * The console's downloads when what they read fails (Firestore, Contentful): a 503 that says
 * what to do, the failure logged through lib/log, nothing of it in the answer.
 */
jest.mock('@/lib/admin', () => ({
  ...jest.requireActual('@/lib/admin/client'),
  membersQuery: jest.requireActual('@/lib/admin/members-table').membersQuery,
}));
jest.mock('@/lib/auth', () => ({
  NOT_FOUND: 'Not found',
  getOperatorSession: async () => ({ member: { email: 'op@example.com' }, operator: true }),
}));
/** Every read the downloads make fails as Firestore does when it cannot be reached. */
async function mockDown(): Promise<never> {
  throw new Error('14 UNAVAILABLE: firestore at 10.0.0.7 refused');
}
jest.mock('@/lib/members', () => ({ listMembers: mockDown }));
jest.mock('@/lib/stats', () => ({ fetchOverview: mockDown }));
jest.mock('@/lib/payments', () => ({ fetchPlans: mockDown }));
jest.mock('@/lib/grants', () => ({ fetchCourseFunnel: mockDown }));
jest.mock('@/lib/content', () => ({ getCatalogOrEmpty: async () => ({ courses: [] }) }));
jest.mock('@/lib/accounts', () => ({
  fetchImportJob: mockDown,
  reportCsv: () => '',
  reportFileName: () => 'report.csv',
  reportRows: () => [],
}));
jest.mock('@/lib/log', () => ({ log: jest.fn() }));

const context = <P>(params: P) => ({ params: Promise.resolve(params) });

async function expect503(response: Response, message: string) {
  expect(response.status).toBe(503);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: message });
  expect(text).not.toMatch(/UNAVAILABLE|10\.0\.0\.7|at /);
}

beforeEach(() => jest.mocked(log).mockClear());

it.each(['members', 'funnel', 'active-members', 'learners', 'revenue'])(
  'answers the %s export 503 with what to do, and logs the failure',
  async (name) => {
    const response = await exportGet(
      new Request(`http://console.test/admin/export/${name}`),
      context({ name }),
    );
    await expect503(response, 'The export could not be read just now. Please try again.');
    expect(log).toHaveBeenCalledWith('error', 'console export failed', {
      route: '/admin/export/[name]',
      name,
      error: expect.objectContaining({ message: expect.stringContaining('UNAVAILABLE') }),
    });
  },
);

it('answers the import report 503 with what to do, and logs the failure', async () => {
  const response = await reportGet(
    new Request('http://console.test/admin/import/job-1/report'),
    context({ id: 'job-1' }),
  );
  await expect503(response, 'The import report could not be read just now. Please try again.');
  expect(log).toHaveBeenCalledWith('error', 'console import report failed', {
    route: '/admin/import/[id]/report',
    error: expect.any(Error),
  });
});
