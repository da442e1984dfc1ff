export { FloorPage as default } from '../../../markup';
