'use client';

import { createContext, useContext, useRef, type ReactNode, type RefObject } from 'react';

/** What a class page's other parts (its notes) may ask of the player on it. */
export type PlayerHandle = {
  /** Where playback is, in seconds (NaN while unknown). */
  currentTime(): number;
  /** Plays from `seconds`, bringing the player into view. */
  playFrom(seconds: number): void;
};

const HandleContext = createContext<RefObject<PlayerHandle | null> | null>(null);

/** Lets the player below it and its neighbours (the notes) reach each other. */
export function PlayerHandleProvider({ children }: { children: ReactNode }) {
  const handle = useRef<PlayerHandle | null>(null);
  return <HandleContext value={handle}>{children}</HandleContext>;
}

/** The player's handle (its `.current` is null until a player is ready), or null outside a provider. */
export function usePlayerHandle(): RefObject<PlayerHandle | null> | null {
  return useContext(HandleContext);
}
