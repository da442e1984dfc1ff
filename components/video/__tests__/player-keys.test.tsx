/** @jest-environment jsdom */
import { fireEvent, render as renderIn, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { inLanguage } from '@/dev/test-run/intl';
import type { PlayerAction } from '@/lib/video/keys';
import { SpeedMenu } from '../speed-menu';
import { usePlayerKeys } from '../use-player-keys';

const actions: PlayerAction[] = [];

/** A page with the player's keys, a search field, a checkbox and the speed menu. */
function Page({ ready = true }: { ready?: boolean }) {
  usePlayerKeys(ready, (action) => actions.push(action));
  return (
    <>
      <input type="search" aria-label="Search" />
      <textarea aria-label="Notes" />
      <label>
        <input type="checkbox" /> Mark as complete
      </label>
      <SpeedMenu rate={1} onChange={() => {}} />
    </>
  );
}

const render = (ui: React.ReactElement) => renderIn(ui, { wrapper: inLanguage('en', ['player']) });

beforeEach(() => {
  actions.length = 0;
});

/** Presses a key in the commit that shows the controls, before any passive effect has run. */
function KeyAtFirstPaint({ keyName }: { keyName: string }) {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true }));
  }, [keyName]);
  return null;
}

describe("the player's keys", () => {
  it('work from the commit that makes the player ready: a key pressed then is not lost', () => {
    const { rerender } = render(<Page ready={false} />);
    rerender(
      <>
        <Page ready />
        <KeyAtFirstPaint keyName="k" />
      </>,
    );
    expect(actions).toEqual([{ type: 'toggle-play' }]);
  });

  it('play, seek, jump to a tenth and toggle fullscreen from anywhere on the page', async () => {
    render(<Page />);
    await userEvent.keyboard(' kjl{ArrowLeft}{ArrowRight}7f{Escape}');
    expect(actions).toEqual([
      { type: 'toggle-play' },
      { type: 'toggle-play' },
      { type: 'seek-by', seconds: -5 },
      { type: 'seek-by', seconds: 5 },
      { type: 'seek-by', seconds: -5 },
      { type: 'seek-by', seconds: 5 },
      { type: 'seek-to-percent', percent: 70 },
      { type: 'toggle-fullscreen' },
      { type: 'exit-fullscreen' },
    ]);
  });

  it('keep Space from scrolling the page', () => {
    render(<Page />);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    window.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    const other = new KeyboardEvent('keydown', { key: 'x', bubbles: true, cancelable: true });
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('leave typing alone, but still work on a checkbox', async () => {
    render(<Page />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'gold k');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'f 5');
    expect(actions).toEqual([]);
    screen.getByRole('checkbox', { name: 'Mark as complete' }).focus();
    await userEvent.keyboard('l');
    expect(actions).toEqual([{ type: 'seek-by', seconds: 5 }]);
  });

  it('leave browser and system shortcuts alone', () => {
    render(<Page />);
    fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(window, { key: 'k', metaKey: true });
    expect(actions).toEqual([]);
  });

  it('do nothing before the player is ready', async () => {
    const { rerender } = render(<Page ready={false} />);
    await userEvent.keyboard(' l');
    expect(actions).toEqual([]);
    rerender(<Page ready />);
    await userEvent.keyboard(' ');
    expect(actions).toEqual([{ type: 'toggle-play' }]);
  });

  it('inside the speed menu drive the menu, not the player', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed 1.0' }));
    await userEvent.keyboard('{ArrowDown}k{Home}{Escape}');
    expect(actions).toEqual([]);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
