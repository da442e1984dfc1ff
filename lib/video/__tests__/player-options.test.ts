import { playerOptions, thumbnailUrl } from '../player-options';

describe('playerOptions', () => {
  it('turns off autoplay and native controls and loops the video as its own playlist', () => {
    expect(playerOptions('MktB4sics01').playerVars).toMatchObject({
      autoplay: 0,
      controls: 0,
      disablekb: 1,
      loop: 1,
      playlist: 'MktB4sics01',
      playsinline: 1,
      rel: 0,
    });
  });
});

describe('thumbnailUrl', () => {
  it('is the high-quality default thumbnail', () => {
    expect(thumbnailUrl('MktB4sics01')).toBe('https://i.ytimg.com/vi/MktB4sics01/hqdefault.jpg');
  });
});

describe('playerOptions start', () => {
  it('starts at a given whole second, and not at all without one', () => {
    expect(playerOptions('MktB4sics01', 70.6).playerVars).toMatchObject({ start: 70 });
    expect(playerOptions('MktB4sics01').playerVars).not.toHaveProperty('start');
    expect(playerOptions('MktB4sics01', 0).playerVars).not.toHaveProperty('start');
  });
});
