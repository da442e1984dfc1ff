'use client';

import Image, { type ImageLoader, type ImageProps } from 'next/image';

/** Contentful's Images API resizes and converts on its CDN; Next's optimizer is not needed. */
const contentfulLoader: ImageLoader = ({ src, width, quality }) => {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  url.searchParams.set('fm', 'webp');
  return url.toString();
};

export function ContentfulImage({ alt, ...props }: Omit<ImageProps, 'loader'>) {
  return <Image alt={alt} {...props} loader={contentfulLoader} />;
}
