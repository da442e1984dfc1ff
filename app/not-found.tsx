import type { Metadata } from 'next';
import Link from 'next/link';
import { SkipLink } from '@/components/ui/skip-link';

export const metadata: Metadata = { title: '404 Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <SkipLink />
      <main
        id="main"
        className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center"
      >
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">404 Not Found</h1>
        <p className="text-slate-400">The page you are looking for does not exist or has moved.</p>
        <Link
          href="/"
          className="rounded-full bg-brand-500 px-6 py-3 font-semibold text-ink-950 hover:bg-brand-400"
        >
          Go Home
        </Link>
      </main>
    </>
  );
}
