import 'server-only';
import { cache } from 'react';
import { adminDb } from '../firebase/admin';
import { courseIdsOf, userDocPath } from './course-ids';

/** Reads users/{email}.courses once per request; a missing record or field means no courses. */
export const getEntitledCourseIds = cache(async (email: string): Promise<string[]> => {
  const snapshot = await adminDb().doc(userDocPath(email)).get();
  return courseIdsOf(snapshot.get('courses'));
});
