'use client';

import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** The time zone saved on the signed-in member's record, or null (none yet, or no member). */
const SavedZone = createContext<string | null>(null);

/** Gives the members' client components the zone the server rendered their times in. */
export function MemberZone({ zone, children }: { zone: string | null; children: React.ReactNode }) {
  return <SavedZone.Provider value={zone}>{children}</SavedZone.Provider>;
}

const noChange = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The zone to show the member's times in: on the server and in the first client render, the
 * one saved on their record (their browser's, so hydration changes nothing), else UTC; after
 * hydration the browser's (the same one, unless the member is away or has none saved yet).
 */
export function useMemberZone(): string {
  const saved = useContext(SavedZone) ?? 'UTC';
  const onServer = useCallback(() => saved, [saved]);
  return useSyncExternalStore(noChange, browserZone, onServer);
}
