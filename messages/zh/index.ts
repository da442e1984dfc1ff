import type en from '../en';
import common from './common.json';

const messages = { common } satisfies typeof en;

export default messages;
