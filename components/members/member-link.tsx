import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a members' page. Never prefetched: every members' page is rendered for its member
 * on request, so a prefetch is one more request the server renders, and the click fetches the
 * page again anyway. With Next's default, one class page started some 16 of them (the
 * header's, the drawer's and the class list's links), measured in Chromium.
 */
export function MemberLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
