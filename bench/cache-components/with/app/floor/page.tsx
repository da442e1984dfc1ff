/** A blocking route: all of it per request, no static shell (as a members' page would be). */
export const instant = false;

export { FloorPage as default } from '../../../markup';
