/** A day in milliseconds: grant terms, drip release, nudges, the overview's days, calendars. */
export const DAY_MS = 86_400_000;
