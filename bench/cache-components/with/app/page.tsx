/** Prerendered; the bench waits for it to answer before it starts. */
export default function ReadyPage() {
  return <p>ready</p>;
}
