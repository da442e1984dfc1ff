'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { zoneToSave } from '@/lib/members/client';

type TimeZoneSyncProps = {
  /** The zone saved on the member's record, which the server rendered this page in. */
  saved: string | null;
  /** Saves the browser's zone on the record (the page's server action). */
  save: (zone: string) => Promise<{ ok: boolean }>;
};

/**
 * Renders nothing. After hydration, when the member's record has no time zone or another
 * one than this browser's, saves the browser's and has the server render the page again, so
 * its times, and every page's and e-mail's after it, are in the member's zone from the first
 * HTML on. A failed save is tried again on the next page.
 */
export function TimeZoneSync({ saved, save }: TimeZoneSyncProps) {
  const router = useRouter();
  useEffect(() => {
    const zone = zoneToSave(saved, Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (!zone) return;
    let live = true;
    save(zone)
      .then((result) => {
        if (live && result.ok) router.refresh();
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [saved, save, router]);
  return null;
}
