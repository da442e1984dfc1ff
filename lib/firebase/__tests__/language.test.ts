import { INTL_LOCALES, LOCALES } from '../../i18n/client';
import { FIREBASE_LANGUAGE_CODES, firebaseLanguageOf } from '../language';

test('each language has the code Firebase localizes its e-mails with', () => {
  expect(LOCALES.map((locale) => FIREBASE_LANGUAGE_CODES[locale])).toEqual(['en', 'ms', 'zh-CN']);
});

test('a page’s Intl locale gives its language’s code; an unknown one gives English', () => {
  expect(LOCALES.map((locale) => firebaseLanguageOf(INTL_LOCALES[locale]))).toEqual([
    'en',
    'ms',
    'zh-CN',
  ]);
  expect(firebaseLanguageOf('ms')).toBe('ms');
  expect(firebaseLanguageOf('fr-FR')).toBe('en');
});
