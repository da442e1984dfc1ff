import Image from 'next/image';
import Link from 'next/link';
import { site } from '@/lib/site';

/**
 * The logo and name, linking home; the image is decorative because the name is text. Not
 * prefetched: on the landing page it is the page itself, and elsewhere the bytes would
 * compete with the page being read.
 */
export function BrandLogo({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} prefetch={false} className="flex items-center gap-2 font-bold tracking-tight">
      <Image src={site.logo.src} alt="" width={32} height={32} priority />
      <span>{site.name}</span>
    </Link>
  );
}
