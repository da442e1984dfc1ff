export { DynamicPage as default } from '../../../markup';
