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
    `http://youtu.be/${ID}`,
    `https://www.youtu.be/${ID}`,
    `https://m.youtube.com/watch?app=m&v=${ID}`,
    `https://youtube.com/embed/${ID}?start=10`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://m.youtube.com/shorts/${ID}?feature=share`,
    `https://youtube.com/live/${ID}`,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
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
    ['https://youtu.be/'],
    [`https://www.youtube.com/shorts/`],
    [`https://www.youtube.com/watch?v=${ID}x`],
    [`https://notyoutube.com/watch?v=${ID}`],
    [`https://youtube.com.example.com/watch?v=${ID}`],
    [`https://www.youtube.com/embed/${ID.slice(0, 10)}!`],
  ])('refuses %p', (link) => {
    expect(parseVideoId(link)).toBeNull();
  });
});
