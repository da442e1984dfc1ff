import Image from 'next/image';
import { videoPoster, type Video } from '@/lib/site';

/** A testimonial's poster, sized for the carousel's one, two or three slides a row. */
export function VideoPoster({ video, className }: { video: Video; className: string }) {
  return (
    <Image
      src={videoPoster(video)}
      alt=""
      width={640}
      height={360}
      sizes="(min-width: 1200px) 33vw, (min-width: 530px) 50vw, 100vw"
      className={className}
    />
  );
}
