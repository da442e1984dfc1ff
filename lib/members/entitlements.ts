import 'server-only';
import { cache } from 'react';
import { adminDb } from '../firebase/admin';

/** Reads users/{email}.courses once per request; a missing record or field means no courses. */
export const getEntitledCourseIds = cache(async (email: string): Promise<string[]> => {
  const snapshot = await adminDb().doc(`users/${email.toLowerCase()}`).get();
  const courses: unknown = snapshot.get('courses');
  if (!Array.isArray(courses)) return [];
  return courses.filter((id): id is string => typeof id === 'string' && id.length > 0);
});
