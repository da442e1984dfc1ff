export {
  autoplayRuns,
  CAROUSEL,
  formatCounter,
  swiperBreakpoints,
  type AutoplayState,
} from './carousel';
