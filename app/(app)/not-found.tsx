import { NotFoundPage } from '@/components/i18n/not-found-page';
import { SkipLink } from '@/components/ui/skip-link';
import { getRequestLocale } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';

export async function generateMetadata() {
  const locale = await getRequestLocale();
  return { title: getTranslator(locale, 'common')('notFound.title'), robots: { index: false } };
}

export default async function MembersNotFound() {
  const locale = await getRequestLocale();
  return (
    <>
      <SkipLink label={getTranslator(locale, 'common')('skipToMain')} />
      <NotFoundPage locale={locale} />
    </>
  );
}
