/** @jest-environment jsdom */
import { render as renderIn, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { inLanguage } from '@/dev/test-run/intl';
import type { Locale } from '@/lib/i18n/client';
import { SpeedMenu } from '../speed-menu';

const chosen = jest.fn();

/** The menu with its rate held as the player holds it. */
function Speed({ initial = 1 }: { initial?: number }) {
  const [rate, setRate] = useState(initial);
  return (
    <>
      <SpeedMenu
        rate={rate}
        onChange={(next) => {
          chosen(next);
          setRate(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const render = (ui: React.ReactElement, locale: Locale = 'en') =>
  renderIn(ui, { wrapper: inLanguage(locale, ['player']) });

const trigger = () => screen.getByRole('button', { name: /^Playback speed/ });
const menu = () => screen.queryByRole('menu', { name: 'Playback speed' });

afterEach(() => chosen.mockClear());

describe('SpeedMenu', () => {
  it('names the current speed and opens a menu of the five speeds with it checked', async () => {
    render(<Speed />);
    expect(trigger()).toHaveAccessibleName('Playback speed 1.0');
    expect(trigger()).toHaveTextContent('1.0×');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu()?.id);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['0.25', '0.5', '1.0', '1.5', '2.0']);
    expect(screen.getByRole('menuitemradio', { checked: true })).toHaveTextContent('1.0');
    expect(screen.getByRole('menuitemradio', { name: '1.0' })).toHaveFocus();
  });

  it('chooses a speed with a click, closes and returns focus to the button', async () => {
    render(<Speed />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5' }));
    expect(chosen).toHaveBeenCalledWith(1.5);
    expect(menu()).toBeNull();
    expect(trigger()).toHaveAccessibleName('Playback speed 1.5');
    expect(trigger()).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End, and chooses with Enter', async () => {
    render(<Speed initial={2} />);
    await userEvent.click(trigger());
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('2.0');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('0.25');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('1.5');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe('0.25');
    await userEvent.keyboard('{End}{ArrowUp}{ArrowUp}');
    expect(focused()).toBe('1.0');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toHaveBeenCalledWith(1.5);
    expect(menu()).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('closes with Escape without choosing, focus back on the button', async () => {
    render(<Speed />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(menu()).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
    expect(trigger()).toHaveFocus();
  });

  it('closes when the pointer goes down elsewhere', async () => {
    render(<Speed />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu()).toBeNull();
    expect(chosen).not.toHaveBeenCalled();
  });

  it.each([
    ['ms', 'Kelajuan main balik'],
    ['zh', '播放速度'],
  ] as const)('names the speed and its menu in %s', async (locale, name) => {
    render(<Speed initial={0.5} />, locale);
    const button = screen.getByRole('button', { name: `${name} 0.5` });
    await userEvent.click(button);
    expect(screen.getByRole('menu', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual([
      '0.25',
      '0.5',
      '1.0',
      '1.5',
      '2.0',
    ]);
  });
});
