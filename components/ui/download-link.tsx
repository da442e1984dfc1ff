'use client';

import { useState, type ComponentProps, type MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { fetchDownload } from '@/lib/http/browser';

type DownloadLinkProps = Omit<ComponentProps<'a'>, 'download' | 'onClick'> & {
  href: string;
  /** Said when the server's refusal has no words of its own (the network failed). */
  failedText: string;
};

/**
 * A download the server may refuse (too many exports, a read that failed): the file is
 * fetched first and saved under the name the server gives, and a refusal is shown with the
 * server's words instead of a browser's "failed download". Without JavaScript, or with a
 * modifier key, it is a plain download link.
 */
export function DownloadLink({ href, failedText, children, ...anchor }: DownloadLinkProps) {
  const [busy, setBusy] = useState(false);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await fetchDownload(href);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(outcome.message ?? failedText);
      return;
    }
    const url = URL.createObjectURL(outcome.file);
    const save = document.createElement('a');
    save.href = url;
    save.download = outcome.name;
    save.click();
    // Revoked once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <a {...anchor} href={href} download onClick={download} aria-busy={busy || undefined}>
      {children}
    </a>
  );
}
