import type { ReactNode } from 'react';
import { MembersHeader, type MembersHeaderProps } from './header';

/**
 * A members' page: the header (with its skip link) and the page's `<main id="main">`, the
 * skip link's target, in the area's frame. `className` lays out the main part.
 */
export function MembersPage({
  header,
  className,
  children,
}: {
  header: MembersHeaderProps;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
      <MembersHeader {...header} />
      <main id="main" className={className}>
        {children}
      </main>
    </div>
  );
}
