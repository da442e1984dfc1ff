/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "require", "default"]}
 */
import { createElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { clientComponent, renderServerTree } from '@/dev/test-run/server-render';
import { LOCALES } from '../locales';
import { messagesFor, pickMessages, type Namespace } from '../messages';

describe('the catalogues as use-intl is given them', () => {
  // icu-minify keeps a plural's branches in objects without a prototype, which React refuses
  // to send to a client component: what a layout gives ClientIntl must be plain data.
  it.each(LOCALES)(
    '%s: every namespace reaches a client component through the server renderer',
    async (locale) => {
      const ClientIntl = clientComponent<{ messages: unknown }>();
      const namespaces = Object.keys(messagesFor(locale)) as Namespace[];
      const tree = createElement(ClientIntl, { messages: pickMessages(locale, namespaces) });
      expect(await renderServerTree(tree)).toEqual([]);
    },
  );

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
