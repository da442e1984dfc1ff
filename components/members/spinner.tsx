export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-slate-400">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-400 border-t-transparent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
