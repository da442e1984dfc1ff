import 'server-only';
import type { Metadata } from 'next';
import { getOperatorSession } from '../auth';

/**
 * A console page's metadata, named only for an operator: anyone else gets the 404 page,
 * and its title must not say what was there.
 */
export async function operatorMetadata(title: string): Promise<Metadata> {
  return (await getOperatorSession()) ? { title, robots: { index: false } } : {};
}
