import { notFoundMetadata, NotFoundPage } from '@/components/i18n/not-found-page';

export const metadata = notFoundMetadata('en');

/** The console's 404, for anyone who is not an operator: the same as the site's. */
export default function ConsoleNotFound() {
  return <NotFoundPage locale="en" />;
}
