import { randomUUID } from 'node:crypto';
import {
  currentUnsubscribeKey,
  fetchMailPreferences,
  saveMailPreferences,
  turnOffTopic,
  unsubscribeByLink,
  unsubscribeKey,
  unsubscribeUrl,
} from '..';
import { getCronSecret, getUnsubscribeSecrets } from '../../env';
import { adminDb } from '../../firebase';

/** Against the running stack's Firestore: members' records are users/{email}. */
const userDoc = (email: string) => adminDb().doc(`users/${email}`);

async function newMember() {
  const email = `prefs.${randomUUID()}@example.com`;
  await userDoc(email).set({ courseIds: ['course-1'], mail: { announcements: false } });
  return email;
}

describe('mail preferences', () => {
  it('reads stored choices, every topic on by default', async () => {
    const email = await newMember();
    expect(await fetchMailPreferences(email)).toEqual({
      reminders: true,
      announcements: false,
      nudges: true,
      answers: true,
      coachDigest: true,
    });
  });

  it('saves every choice at once and leaves the rest of the record alone', async () => {
    const email = await newMember();
    await saveMailPreferences(email, {
      reminders: false,
      announcements: true,
      nudges: false,
      answers: true,
      coachDigest: true,
    });
    expect((await userDoc(email).get()).data()).toEqual({
      courseIds: ['course-1'],
      mail: {
        reminders: false,
        announcements: true,
        nudges: false,
        answers: true,
        coachDigest: true,
      },
    });
  });

  it('turns one topic off for one address, and creates nothing for a stranger', async () => {
    const email = await newMember();
    const other = await newMember();
    expect(await turnOffTopic(email, 'reminders')).toBe(true);
    expect(await fetchMailPreferences(email)).toEqual({
      reminders: false,
      announcements: false,
      nudges: true,
      answers: true,
      coachDigest: true,
    });
    expect(await fetchMailPreferences(other)).toMatchObject({ reminders: true });

    const stranger = `stranger.${randomUUID()}@example.com`;
    expect(await turnOffTopic(stranger, 'reminders')).toBe(false);
    expect((await userDoc(stranger).get()).exists).toBe(false);
  });

  it('unsubscribes through a link signed with the unsubscribe secret only', async () => {
    const email = await newMember();
    const key = currentUnsubscribeKey();
    expect(key).toEqual(unsubscribeKey(getUnsubscribeSecrets().current));
    const url = new URL(unsubscribeUrl('http://127.0.0.1:3000', key, email, 'nudges'));
    const forged = new URL(
      unsubscribeUrl('http://127.0.0.1:3000', unsubscribeKey('x'.repeat(20)), email, 'reminders'),
    );
    const byCronSecret = new URL(
      unsubscribeUrl('http://127.0.0.1:3000', unsubscribeKey(getCronSecret()), email, 'reminders'),
    );
    expect(await unsubscribeByLink(forged.searchParams)).toBeNull();
    expect(await unsubscribeByLink(byCronSecret.searchParams)).toBeNull();
    expect(await unsubscribeByLink(url.searchParams)).toEqual({
      address: email,
      topic: 'nudges',
      changed: true,
    });
    expect(await fetchMailPreferences(email)).toEqual({
      reminders: true,
      announcements: false,
      nudges: false,
      answers: true,
      coachDigest: true,
    });
  });

  it('says nothing changed for a valid link of an address with no record (moved away)', async () => {
    const gone = `moved.${randomUUID()}@example.com`;
    const url = new URL(
      unsubscribeUrl('http://127.0.0.1:3000', currentUnsubscribeKey(), gone, 'reminders'),
    );
    expect(await unsubscribeByLink(url.searchParams)).toEqual({
      address: gone,
      topic: 'reminders',
      changed: false,
    });
    expect((await userDoc(gone).get()).exists).toBe(false);
  });
});
