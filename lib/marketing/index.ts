export { CAROUSEL, formatCounter, swiperBreakpoints } from './carousel';
