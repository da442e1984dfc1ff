import Link from 'next/link';
import { site } from '@/lib/site';

export default function LandingPage() {
  return (
    <main
      id="home"
      className="flex min-h-dvh flex-col items-center justify-center gap-8 px-6 text-center"
    >
      <p className="text-sm uppercase tracking-[0.3em] text-brand-400">{site.name}</p>
      <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
        LEARN AND ENHANCE TRADING SKILLS
      </h1>
      <Link
        href="/home"
        className="rounded-full bg-brand-500 px-8 py-3 font-semibold text-ink-950 hover:bg-brand-400"
      >
        Login
      </Link>
    </main>
  );
}
