import { renderToStaticMarkup } from 'react-dom/server';
import BenchFloorPage from '../page.bench';

// No request scope under Jest: the request's cookies are given here.
const jar = { has: jest.fn<boolean, [string]>() };
jest.mock('next/headers', () => ({ cookies: async () => jar }));

describe('the bench floor page', () => {
  it('renders one element telling whether the session cookie came', async () => {
    jar.has.mockImplementation((name) => name === '__session');
    expect(renderToStaticMarkup(await BenchFloorPage())).toBe('<p>bench floor: session cookie</p>');
    jar.has.mockReturnValue(false);
    expect(renderToStaticMarkup(await BenchFloorPage())).toBe('<p>bench floor: no cookie</p>');
  });
});
