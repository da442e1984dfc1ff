import 'server-only';

/** The console overview's aggregates: written with the changes they count, read by /admin. */
export * from './client';
export {
  fetchOverview,
  rebuildStats,
  replaceStats,
  writeAccessStats,
  writeProgressStats,
  writeRevenueStats,
  writeStatsDelta,
} from './store';
