/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "require", "default"]}
 */
import { createElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { clientComponent, renderServerTree } from '@/dev/test-run/server-render';
import { LOCALES } from '../locales';
import { messagesFor, pickMessages, type Namespace } from '../messages';

/** Objects React would refuse to pass from a server component to a client one. */
function unplainPaths(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const proto = Object.getPrototypeOf(value);
  const own = proto === Object.prototype || proto === Array.prototype ? [] : [path];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) => unplainPaths(child, `${path}.${key}`)),
  ];
}

describe('the catalogues as use-intl is given them', () => {
  it.each(LOCALES)(
    '%s: every compiled message is plain data a client component can take',
    (locale) => {
      expect(unplainPaths(messagesFor(locale))).toEqual([]);
    },
  );

  it('reaches a client component through the server renderer, every namespace', async () => {
    const ClientIntl = clientComponent<{ messages: unknown }>();
    const namespaces = Object.keys(messagesFor('en')) as Namespace[];
    const tree = createElement(ClientIntl, { messages: pickMessages('en', namespaces) });
    expect(await renderServerTree(tree)).toEqual([]);
  });

  it('formats a plural from the compiled form', () => {
    const t = createTranslator({
      locale: 'en',
      messages: messagesFor('en'),
      namespace: 'community',
    });
    expect([0, 1, 3].map((count) => t('answers', { count }))).toEqual([
      'No answers yet',
      '1 answer',
      '3 answers',
    ]);
  });
});
