/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { inLanguage } from '@/dev/test-run/intl';
import { ContactForm } from '../contact-form';

const action = async () => ({ ok: true as const, data: { id: 'message-1' } });
const Intl = inLanguage('en', ['contact']);

test('the server renders the Send button disabled: a click before hydration would be lost', () => {
  const html = renderToString(
    <Intl>
      <ContactForm action={action} />
    </Intl>,
  );
  expect(html).toMatch(/<button type="submit" disabled="" [^>]*>Send Message<\/button>/);
});

test('in the browser the Send button is enabled', () => {
  render(<ContactForm action={action} />, { wrapper: Intl });
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('the phone field is described with its +60 prefix, then its hint', () => {
  render(<ContactForm action={action} />, { wrapper: Intl });
  expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('+60 e.g. 12-3456789');
});
