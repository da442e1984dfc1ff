/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PublicLanguageSwitcher } from '../public-language-switcher';

beforeEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
});

describe("a public page's language switcher", () => {
  it('links to the same page in each language, each named in itself', () => {
    render(<PublicLanguageSwitcher locale="ms" path="/marketing" />);
    const nav = screen.getByRole('navigation', { name: 'Bahasa' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['English', '/marketing'],
      ['Bahasa Melayu', '/ms/marketing'],
      ['中文', '/zh/marketing'],
    ]);
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['en', 'ms', 'zh-Hans']);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Bahasa Melayu');
  });

  it("remembers the page's language in the browser, and the one a visitor follows", () => {
    render(<PublicLanguageSwitcher locale="zh" path="/" />);
    expect(document.cookie).toBe('lang=zh');
    const english = screen.getByRole('link', { name: 'English' });
    // The click's navigation is not the point here (jsdom does not navigate).
    english.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(english);
    expect(document.cookie).toBe('lang=en');
  });
});
