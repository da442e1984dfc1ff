import { Spinner } from '@/components/members/spinner';
import { getRequestLocale } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';

export default async function Loading() {
  const t = getTranslator(await getRequestLocale(), 'members');
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
