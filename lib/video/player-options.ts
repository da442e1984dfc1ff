/**
 * The IFrame API options for a video: no autoplay, YouTube's own controls and keys off (ours
 * replace them), looping (the API loops only a playlist, so the video is its own playlist),
 * inline on phones and related videos from the same channel only. `start` (whole seconds)
 * makes the first play begin there: a note's link opens its class at the note's moment.
 */
export function playerOptions(videoId: string, start: number | null = null) {
  return {
    width: '100%',
    height: '100%',
    playerVars: {
      autoplay: 0,
      controls: 0,
      disablekb: 1,
      fs: 0,
      loop: 1,
      playlist: videoId,
      playsinline: 1,
      rel: 0,
      iv_load_policy: 3,
      ...(start !== null && start > 0 ? { start: Math.floor(start) } : {}),
    },
  } as const;
}

export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
