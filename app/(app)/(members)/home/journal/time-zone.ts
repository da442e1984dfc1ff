import 'server-only';
import { getRequestTimeZone } from '@/lib/auth';
import { DEFAULT_TIME_ZONE } from '@/lib/i18n';

/**
 * The zone a member's trade times are typed and shown in: the one saved on their record
 * (their browser's), else the academy's own (Malaysia), never UTC: a time typed in the form
 * must mean the same moment when it is read back.
 */
export async function journalTimeZone(): Promise<string> {
  return (await getRequestTimeZone()) ?? DEFAULT_TIME_ZONE;
}
