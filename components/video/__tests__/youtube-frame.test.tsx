/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { YouTubeFrame } from '../youtube-frame';

type Options = {
  videoId: string;
  playerVars: Record<string, number>;
  events: Record<string, (event: { target: unknown; data?: number }) => void>;
};

/** window.YT.Player as the IFrame API has it: it replaces the element it is given with an iframe. */
class FakePlayer {
  static made: FakePlayer[] = [];
  iframe = document.createElement('iframe');
  destroyed = false;
  constructor(
    element: HTMLElement,
    readonly options: Options,
  ) {
    element.replaceWith(this.iframe);
    FakePlayer.made.push(this);
  }
  getIframe() {
    return this.iframe;
  }
  destroy() {
    this.destroyed = true;
    this.iframe.remove();
  }
  fire(name: string, data?: number) {
    act(() => this.options.events[name]!({ target: this, data }));
  }
}

const OPTIONS = { playerVars: { controls: 0 } };

beforeEach(() => {
  FakePlayer.made = [];
  (window as unknown as { YT: unknown }).YT = { Player: FakePlayer };
});

function renderFrame(overrides: Partial<Parameters<typeof YouTubeFrame>[0]> = {}) {
  const props = {
    videoId: 'abc123',
    title: 'Order types',
    options: OPTIONS,
    className: 'box',
    onReady: jest.fn(),
    onStateChange: jest.fn(),
    onError: jest.fn(),
    ...overrides,
  };
  return { props, ...render(<YouTubeFrame {...props} />) };
}

describe('YouTubeFrame', () => {
  it("makes one player of the video with the options, inside the box, named by the class's title", () => {
    const { container, props } = renderFrame();
    expect(FakePlayer.made).toHaveLength(1);
    const [player] = FakePlayer.made;
    expect(player!.options).toMatchObject({ videoId: 'abc123', playerVars: { controls: 0 } });
    expect(container.querySelector('.box > iframe')).toBe(player!.iframe);
    player!.fire('onReady');
    expect(player!.iframe.getAttribute('title')).toBe('Order types');
    expect(props.onReady).toHaveBeenCalledWith({ target: player, data: undefined });
  });

  it('hands state changes and errors to the handlers of the latest render', () => {
    const { props, rerender } = renderFrame();
    const onStateChange = jest.fn();
    rerender(<YouTubeFrame {...props} onStateChange={onStateChange} />);
    expect(FakePlayer.made).toHaveLength(1);
    FakePlayer.made[0]!.fire('onStateChange', 1);
    FakePlayer.made[0]!.fire('onError', 150);
    expect(props.onStateChange).not.toHaveBeenCalled();
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ data: 1 }));
    expect(props.onError).toHaveBeenCalledWith(expect.objectContaining({ data: 150 }));
  });

  it('makes the player again for another video, and destroys it on unmount', () => {
    const { props, rerender, unmount } = renderFrame();
    rerender(<YouTubeFrame {...props} videoId="def456" />);
    expect(FakePlayer.made.map((p) => [p.options.videoId, p.destroyed])).toEqual([
      ['abc123', true],
      ['def456', false],
    ]);
    unmount();
    expect(FakePlayer.made[1]!.destroyed).toBe(true);
  });
});
