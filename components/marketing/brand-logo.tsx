import Image from 'next/image';
import Link from 'next/link';
import { site } from '@/lib/site';

/**
 * The logo and name, linking home; the image is decorative because the name is text. Not
 * prefetched: on the landing page it is the page itself, and elsewhere the bytes would
 * compete with the page being read. Below 640 px only the mark shows, so the call to action
 * and the menu fit beside it; the name is still the link's.
 */
export function BrandLogo({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} prefetch={false} className="flex items-center gap-2 font-bold tracking-tight">
      <Image src={site.logo.src} alt="" width={32} height={32} priority />
      <span className="max-sm:sr-only">{site.name}</span>
    </Link>
  );
}
