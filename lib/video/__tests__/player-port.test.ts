import { createPlayerPort, type YouTubeTarget } from '../player-port';

function fakeTarget(overrides: Partial<YouTubeTarget> = {}): jest.Mocked<YouTubeTarget> {
  return {
    playVideo: jest.fn(),
    pauseVideo: jest.fn(),
    seekTo: jest.fn(),
    getCurrentTime: jest.fn(() => 12),
    getDuration: jest.fn(() => 150),
    setPlaybackRate: jest.fn(),
    ...overrides,
  } as jest.Mocked<YouTubeTarget>;
}

describe('createPlayerPort', () => {
  it('passes each call to the YouTube player', () => {
    const target = fakeTarget();
    const port = createPlayerPort(target);
    port.play();
    port.pause();
    port.seekTo(42);
    port.setPlaybackRate(1.5);
    expect(target.playVideo).toHaveBeenCalledTimes(1);
    expect(target.pauseVideo).toHaveBeenCalledTimes(1);
    expect(target.seekTo).toHaveBeenCalledWith(42, true);
    expect(target.setPlaybackRate).toHaveBeenCalledWith(1.5);
    expect(port.getCurrentTime()).toBe(12);
    expect(port.getDuration()).toBe(150);
  });

  it('logs a failing call and never throws it', () => {
    const broken = () => {
      throw new Error('player gone');
    };
    const log = jest.fn();
    const port = createPlayerPort(
      fakeTarget({
        playVideo: broken,
        pauseVideo: broken,
        seekTo: broken,
        setPlaybackRate: broken,
        getCurrentTime: broken,
        getDuration: broken,
      }),
      log,
    );
    expect(() => {
      port.play();
      port.pause();
      port.seekTo(1);
      port.setPlaybackRate(2);
    }).not.toThrow();
    expect(port.getCurrentTime()).toBeNaN();
    expect(port.getDuration()).toBeNaN();
    expect(log).toHaveBeenCalledTimes(6);
    expect(log).toHaveBeenCalledWith('play', expect.any(Error));
  });

  it('logs to console.error by default', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const port = createPlayerPort(
      fakeTarget({
        playVideo: () => {
          throw new Error('nope');
        },
      }),
    );
    port.play();
    expect(error).toHaveBeenCalledWith('Video control error: play', expect.any(Error));
    error.mockRestore();
  });
});
