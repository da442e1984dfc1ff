import { getRequestLocale } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';

/**
 * What a valid link whose address has no member record is told (an old address after a
 * move): nothing was turned off, rather than "You are unsubscribed".
 */
export async function NothingChanged({ address }: { address: string }) {
  const t = getTranslator(await getRequestLocale(), 'unsubscribeResult');
  return (
    <>
      <h1 className="text-2xl font-bold">{t('nothingChangedTitle')}</h1>
      <p role="status" className="break-words text-slate-300">
        {t('nothingChangedBody', { address })}
      </p>
    </>
  );
}
