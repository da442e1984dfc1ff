import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/i18n/not-found-page';
import { SkipLink } from '@/components/ui/skip-link';
import { getTranslator } from '@/lib/i18n';

export const metadata: Metadata = {
  title: getTranslator('en', 'common')('notFound.title'),
  robots: { index: false },
};

/** The console's 404, for anyone who is not an operator: the same as the site's. */
export default function ConsoleNotFound() {
  return (
    <>
      <SkipLink label={getTranslator('en', 'common')('skipToMain')} />
      <NotFoundPage locale="en" />
    </>
  );
}
