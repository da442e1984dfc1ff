/**
 * Every YouTube URL form the app has to recognise. The 11-character video ids used with
 * these are invented for the demo and do not point at real videos.
 */
export const youtube = {
  shortLink: (id: string) => `https://youtu.be/${id}`,
  watch: (id: string) => `https://www.youtube.com/watch?v=${id}`,
  watchShared: (id: string) => `https://www.youtube.com/watch?feature=share&v=${id}&t=30`,
  mobile: (id: string) => `https://m.youtube.com/watch?v=${id}`,
  embed: (id: string) => `https://www.youtube.com/embed/${id}`,
  noCookie: (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
  live: (id: string) => `https://www.youtube.com/live/${id}`,
  shorts: (id: string) => `https://www.youtube.com/shorts/${id}`,
  legacyV: (id: string) => `https://www.youtube.com/v/${id}`,
} as const;

export type YoutubeForm = keyof typeof youtube;

/** Patterns for each form, used by the README table and the tests. */
export const YOUTUBE_FORMS: Record<YoutubeForm, RegExp> = {
  shortLink: /^https:\/\/youtu\.be\/([A-Za-z0-9_-]{11})$/,
  watch: /^https:\/\/www\.youtube\.com\/watch\?v=([A-Za-z0-9_-]{11})$/,
  watchShared: /^https:\/\/www\.youtube\.com\/watch\?feature=share&v=([A-Za-z0-9_-]{11})&t=30$/,
  mobile: /^https:\/\/m\.youtube\.com\/watch\?v=([A-Za-z0-9_-]{11})$/,
  embed: /^https:\/\/www\.youtube\.com\/embed\/([A-Za-z0-9_-]{11})$/,
  noCookie: /^https:\/\/www\.youtube-nocookie\.com\/embed\/([A-Za-z0-9_-]{11})$/,
  live: /^https:\/\/www\.youtube\.com\/live\/([A-Za-z0-9_-]{11})$/,
  shorts: /^https:\/\/www\.youtube\.com\/shorts\/([A-Za-z0-9_-]{11})$/,
  legacyV: /^https:\/\/www\.youtube\.com\/v\/([A-Za-z0-9_-]{11})$/,
};

/** Which form a link uses, or undefined for anything that is not a recognised YouTube URL. */
export function youtubeFormOf(url: string): YoutubeForm | undefined {
  return (Object.keys(YOUTUBE_FORMS) as YoutubeForm[]).find((form) =>
    YOUTUBE_FORMS[form].test(url),
  );
}

/** A non-YouTube video link, so the app's "no video" fallback is exercised. */
export const NOT_YOUTUBE = 'https://example.com/video.mp4';
