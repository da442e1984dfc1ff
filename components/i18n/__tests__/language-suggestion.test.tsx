/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/client';
import { LanguageSuggestion } from '../language-suggestion';

function prefer(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

function show(current: Locale) {
  return render(<LanguageSuggestion current={current} />);
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/marketing');
});

describe('the language suggestion', () => {
  it("offers the browser's preferred language of ours, in this page's words, for this page", async () => {
    prefer(['ms-MY', 'en']);
    show('en');
    const link = await screen.findByRole('link', { name: 'Bahasa Melayu' });
    expect(link).toHaveAttribute('href', '/ms/marketing');
    expect(link).toHaveAttribute('lang', 'ms');
    expect(link.parentElement).toHaveTextContent('This page is also available in Bahasa Melayu.');
  });

  it('says nothing when the page is already in that language, or the preference is not ours', () => {
    prefer(['en-GB']);
    show('en');
    prefer(['fr-FR', 'de']);
    show('en');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('stays away once dismissed', async () => {
    prefer(['zh-CN']);
    const { unmount } = show('ms');
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('link', { name: '中文' })).toBeNull();
    unmount();
    show('ms');
    expect(screen.queryByRole('link', { name: '中文' })).toBeNull();
  });
});
