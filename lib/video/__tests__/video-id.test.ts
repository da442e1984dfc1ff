import { parseVideoId } from '../video-id';

const ID = 'Tr4d1ng_D-0';

describe('parseVideoId', () => {
  it.each([
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=42`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=30`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('finds the id in %s', (link) => {
    expect(parseVideoId(link)).toBe(ID);
  });

  it.each([
    [null],
    [''],
    ['not a url'],
    ['https://example.com/video.mp4'],
    [`https://example.com/watch?v=${ID}`],
    [`https://www.youtube.com/watch?list=PL123`],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/embed/`],
    [`https://www.youtube.com/channel/${ID}`],
    [`javascript:alert('${ID}')`],
    [`ftp://youtu.be/${ID}`],
  ])('refuses %p', (link) => {
    expect(parseVideoId(link)).toBeNull();
  });
});
