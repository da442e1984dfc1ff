import { memberKey } from '../../members/client';
import { unsubscribeKey, unsubscribeUrl, verifyUnsubscribe } from '../unsubscribe-link';

const key = unsubscribeKey('a-long-cron-secret');
const params = (url: string) => new URL(url).searchParams;

describe('unsubscribe links', () => {
  const url = unsubscribeUrl(
    'https://academy.example.com',
    key,
    'Mei@Example.com',
    'announcements',
  );

  it('name the address and topic, and verify', () => {
    expect(url).toMatch(
      /^https:\/\/academy\.example\.com\/api\/unsubscribe\?a=mei%40example\.com&t=announcements&s=[\w-]{43}$/,
    );
    expect(verifyUnsubscribe(key, params(url))).toEqual({
      address: 'mei@example.com',
      topic: 'announcements',
    });
  });

  it('refuse another address, another topic, a changed signature or another key', () => {
    const changed = (name: string, value: string) => {
      const p = params(url);
      p.set(name, value);
      return p;
    };
    expect(verifyUnsubscribe(key, changed('a', 'other@example.com'))).toBeNull();
    expect(verifyUnsubscribe(key, changed('t', 'reminders'))).toBeNull();
    expect(verifyUnsubscribe(key, changed('t', 'everything'))).toBeNull();
    const signature = params(url).get('s')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribe(key, changed('s', flipped))).toBeNull();
    expect(verifyUnsubscribe(key, changed('s', 'short'))).toBeNull();
    expect(verifyUnsubscribe(unsubscribeKey('another-long-secret'), params(url))).toBeNull();
    expect(verifyUnsubscribe(key, new URLSearchParams())).toBeNull();
  });

  it('verify under the previous key during a rotation, and no longer once it is removed', () => {
    const previous = unsubscribeKey('the-secret-before-rotation');
    const current = unsubscribeKey('the-secret-after-rotation');
    const delivered = params(
      unsubscribeUrl('https://academy.example.com', previous, 'mei@example.com', 'reminders'),
    );
    const fresh = params(
      unsubscribeUrl('https://academy.example.com', current, 'mei@example.com', 'reminders'),
    );
    const request = { address: 'mei@example.com', topic: 'reminders' };
    expect(verifyUnsubscribe([current, previous], delivered)).toEqual(request);
    expect(verifyUnsubscribe([current, previous], fresh)).toEqual(request);
    expect(verifyUnsubscribe([current], delivered)).toBeNull();
    expect(verifyUnsubscribe([], fresh)).toBeNull();
  });

  it('name the address as its member record is keyed, never another member’s', () => {
    // The Kelvin sign lower-cases to 'k' in Unicode: a link for it must not be one for kate.
    for (const address of ['\u212Aate@example.com', 'Özgür@Example.com', 'bob@MÜNCHEN.de']) {
      const link = params(unsubscribeUrl('https://academy.example.com', key, address, 'answers'));
      expect(verifyUnsubscribe(key, link)).toEqual({
        address: memberKey(address),
        topic: 'answers',
      });
    }
    const kate = params(
      unsubscribeUrl('https://academy.example.com', key, 'kate@example.com', 'answers'),
    );
    const kelvin = params(
      unsubscribeUrl('https://academy.example.com', key, '\u212Aate@example.com', 'answers'),
    );
    expect(kelvin.get('s')).not.toBe(kate.get('s'));
    kelvin.set('a', 'kate@example.com');
    expect(verifyUnsubscribe(key, kelvin)).toBeNull();
  });
});
