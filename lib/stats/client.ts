/** lib/stats' pure door: the aggregation rules and the overview's shapes. */
export * from './rules';
