/** lib/http's browser door: saving a file the app serves, without the server's helpers. */
export { attachmentFileName, fetchDownload, refusalMessage, type Download } from './download';
