import { localizedFields, translationsOf } from '../localized';

const english = { title: 'Weekly review', description: 'The week on the charts.' };

describe('localizedFields', () => {
  it('gives each field in the reader’s language, else the English one', () => {
    const translations = {
      ms: { title: 'Kajian mingguan' },
      zh: { title: '每周复盘', description: '本周图表回顾。' },
    };
    expect(localizedFields(english, translations, 'ms')).toEqual({
      title: 'Kajian mingguan',
      description: 'The week on the charts.',
    });
    expect(localizedFields(english, translations, 'zh')).toEqual({
      title: '每周复盘',
      description: '本周图表回顾。',
    });
    expect(localizedFields(english, translations, 'en')).toEqual(english);
  });

  it('reads a blank translation, or none at all, as English', () => {
    expect(localizedFields(english, { ms: { title: '   ' } }, 'ms')).toEqual(english);
    expect(localizedFields(english, undefined, 'zh')).toEqual(english);
  });
});

describe('translationsOf', () => {
  it('keeps only non-blank strings of the named fields in the translated languages', () => {
    expect(
      translationsOf(
        {
          ms: { title: 'Kajian', description: '', extra: 'x' },
          zh: { title: 42 },
          en: { title: 'English is the text itself' },
          fr: { title: 'Revue' },
        },
        ['title', 'description'],
      ),
    ).toEqual({ ms: { title: 'Kajian' } });
  });

  it('reads anything malformed as no translations', () => {
    expect(translationsOf(undefined, ['title'])).toEqual({});
    expect(translationsOf('ms', ['title'])).toEqual({});
    expect(translationsOf({ ms: 'Kajian' }, ['title'])).toEqual({});
  });
});
