/** What `create-next-app` would ship, minus the artwork: the bench's yardstick for LCP. */
export default function BarePage() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>Server-rendered at build time, with Next.js&apos;s own runtime and nothing else.</p>
    </main>
  );
}
