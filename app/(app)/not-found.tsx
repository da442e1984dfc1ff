import { notFoundMetadata, NotFoundPage } from '@/components/i18n/not-found-page';
import { getRequestLocale } from '@/lib/auth';

export async function generateMetadata() {
  return notFoundMetadata(await getRequestLocale());
}

export default async function MembersNotFound() {
  return <NotFoundPage locale={await getRequestLocale()} />;
}
