/** A plain privacy-enhanced embed; the custom player replaces it. */
export function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-black">
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${videoId}?rel=0`}
        title={title}
        allow="encrypted-media; picture-in-picture; fullscreen"
        className="size-full"
      />
    </div>
  );
}
