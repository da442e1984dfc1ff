/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChooseNowButton, DrawerProvider, MenuButton, Sidebar } from '../drawer';
import { renderIn } from './intl';

let search = 'course=course-basics';
jest.mock('next/navigation', () => ({
  usePathname: () => '/home',
  useSearchParams: () => new URLSearchParams(search),
}));

function Page() {
  return (
    <DrawerProvider>
      <MenuButton />
      <ChooseNowButton />
      <a href="/home/journal">Behind the overlay</a>
      <Sidebar>
        <a href="/home?course=course-basics">Basics</a>
        <a href="/home?course=course-rules">Risk Management Rules</a>
      </Sidebar>
    </DrawerProvider>
  );
}

const menu = () => screen.getByRole('button', { name: 'Menu' });
// A closed drawer is `invisible` (visibility: hidden), which keyboards and screen readers skip.
const sidebar = () =>
  screen.getByRole('complementary', { name: 'Course navigation', hidden: true });
const isOpen = () => menu().getAttribute('aria-expanded') === 'true';

beforeEach(() => {
  search = 'course=course-basics';
});

describe('the members drawer', () => {
  it('starts closed and hidden', () => {
    renderIn(<Page />);
    expect(isOpen()).toBe(false);
    expect(menu()).toHaveAttribute('aria-controls', sidebar().id);
    expect(sidebar()).toHaveClass('invisible');
  });

  it('opens from Menu, moves focus into it and closes with Close menu', async () => {
    renderIn(<Page />);
    await userEvent.click(menu());
    expect(isOpen()).toBe(true);
    expect(sidebar()).not.toHaveClass('invisible');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(isOpen()).toBe(false);
    expect(sidebar()).toHaveClass('invisible');
  });

  it('opens from Choose Now and closes with Escape', async () => {
    renderIn(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Now' }));
    expect(isOpen()).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
  });

  it('gives the focus back to the button that opened it', async () => {
    renderIn(<Page />);
    await userEvent.click(menu());
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Now' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Choose Now' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    renderIn(<Page />);
    await userEvent.click(menu());
    const close = screen.getByRole('button', { name: 'Close menu' });
    const last = screen.getByRole('link', { name: 'Risk Management Rules' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Basics' })).toHaveFocus();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('leaves the focus where the member moved it when the page draws again', async () => {
    const { rerender } = renderIn(<Page />);
    await userEvent.click(menu());
    await userEvent.tab();
    rerender(<Page />);
    expect(screen.getByRole('link', { name: 'Basics' })).toHaveFocus();
  });

  it('toggles from Menu', async () => {
    renderIn(<Page />);
    await userEvent.click(menu());
    await userEvent.click(menu());
    expect(isOpen()).toBe(false);
  });

  it('closes once a choice in it navigates', async () => {
    const { rerender } = renderIn(<Page />);
    await userEvent.click(menu());
    search = 'course=course-rules';
    rerender(<Page />);
    expect(isOpen()).toBe(false);
    expect(sidebar()).toHaveClass('invisible');
  });
});
