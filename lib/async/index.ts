/** Small async helpers the server modules share: one flight (and one a change supersedes), one shared result, one at a time, a few at a time, the last good read. */
export { keepLastGood, type KeptRead, type ServiceHealth } from './last-good';
export { mapConcurrently } from './map-concurrently';
export { oneAtATime } from './one-at-a-time';
export { shareResult } from './shared-result';
export { singleFlight } from './single-flight';
export { supersedableFlight, Superseded } from './supersedable-flight';
