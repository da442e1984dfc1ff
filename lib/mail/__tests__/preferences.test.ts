import { mailPreferencesOf, wantsMail } from '../client';

describe('mailPreferencesOf', () => {
  it('turns every topic on for a record without choices, or no record', () => {
    const all = {
      reminders: true,
      announcements: true,
      nudges: true,
      answers: true,
      coachDigest: true,
    };
    expect(mailPreferencesOf(undefined)).toEqual(all);
    expect(mailPreferencesOf({ grants: {} })).toEqual(all);
    expect(mailPreferencesOf({ mail: 'nonsense' })).toEqual(all);
  });

  it('turns off exactly the topics stored as false', () => {
    const preferences = mailPreferencesOf({ mail: { announcements: false, nudges: 'no' } });
    expect(preferences).toEqual({
      reminders: true,
      announcements: false,
      nudges: true,
      answers: true,
      coachDigest: true,
    });
    expect(wantsMail(preferences, 'announcements')).toBe(false);
    expect(wantsMail(preferences, 'reminders')).toBe(true);
  });
});
