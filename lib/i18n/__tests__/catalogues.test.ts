import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../locales';
import { MESSAGES } from '../messages';

/** Every message of a catalogue by its dotted key. */
function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names of the values a message takes ({name}, {count, plural, …}, <tag>…</tag>). */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) {
      names.add(element.value);
    }
    if (element.type === TYPE.tag) {
      names.add(`<${element.value}>`);
      argumentsOf(element.children, names);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

const english = flatten(MESSAGES.en);
const sorted = (set: Set<string>) => [...set].sort();

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  const catalogue = flatten(MESSAGES[locale]);

  it('has every English key and no other', () => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('takes the same values in each message as the English one', () => {
    for (const [key, message] of english) {
      const theirs = catalogue.get(key);
      if (theirs === undefined) continue;
      expect([key, sorted(argumentsOf(parse(theirs)))]).toEqual([
        key,
        sorted(argumentsOf(parse(message))),
      ]);
    }
  });

  it('translates: no message is left empty', () => {
    for (const [key, message] of catalogue) expect([key, message.trim()]).not.toEqual([key, '']);
  });
});

it('every English message parses as ICU', () => {
  for (const message of english.values()) expect(() => parse(message)).not.toThrow();
});
