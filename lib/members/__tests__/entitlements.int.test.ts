import { adminDb } from '../../firebase/admin';
import { getEntitledCourseIds } from '../entitlements';

/** Against the seeded Firestore emulator (content/members.json). */
describe('getEntitledCourseIds', () => {
  it('reads a seeded member record', async () => {
    const ids = await getEntitledCourseIds('member@example.com');
    expect(ids).toContain('course-market-basics');
    expect(ids).not.toContain('course-risk-management');
  });

  it('looks the record up by the lower-cased e-mail', async () => {
    expect(await getEntitledCourseIds('Risk@Example.COM')).toEqual(['course-risk-management']);
  });

  it('gives an empty list for an empty list, no record, no field or a malformed field', async () => {
    await adminDb().doc('users/nofield@example.com').set({ name: 'No field' });
    await adminDb().doc('users/malformed@example.com').set({ courses: 'course-market-basics' });
    await adminDb()
      .doc('users/mixed@example.com')
      .set({ courses: ['course-candlesticks', 42, '', null] });
    expect(await getEntitledCourseIds('empty@example.com')).toEqual([]);
    expect(await getEntitledCourseIds('norecord@example.com')).toEqual([]);
    expect(await getEntitledCourseIds('nofield@example.com')).toEqual([]);
    expect(await getEntitledCourseIds('malformed@example.com')).toEqual([]);
    expect(await getEntitledCourseIds('mixed@example.com')).toEqual(['course-candlesticks']);
  });
});
