import 'server-only';
import type { Member } from '../auth/session';
import { log } from '../log';
import { readProgress, type ClassProgress } from './store';

/** The member's progress; a failure is logged and reads as none, so the page still renders. */
export async function getMemberProgress(member: Member): Promise<Map<string, ClassProgress>> {
  try {
    return await readProgress(member.email);
  } catch (error) {
    log('error', 'could not load progress', { route: '/home', uid: member.uid, error });
    return new Map();
  }
}

export function completedClassIds(progress: Map<string, ClassProgress>): Set<string> {
  return new Set([...progress].filter(([, p]) => p.completed).map(([classId]) => classId));
}
