import 'server-only';
import { jsonError } from '../http';
import { getTranslator } from '../i18n';
import { getRequestLocale } from './locale';

/**
 * What a route a member opens or downloads from (an export, a material, a session's .ics)
 * answers without a live session: 401 with what to do, in their language. Server actions
 * answer NOT_SIGNED_IN instead, which their components recognise and send to /login.
 */
export async function notSignedInResponse(): Promise<Response> {
  return jsonError(401, getTranslator(await getRequestLocale(), 'common')('notSignedIn'));
}
