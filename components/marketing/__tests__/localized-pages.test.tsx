/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ClientIntl } from '@/components/i18n/client-intl';
import type { ContactResult } from '@/lib/contact/client';
import { pickMessages } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { legalDocument } from '@/lib/legal';
import { site } from '@/lib/site';
import { Benefits } from '../benefits';
import { ContactForm } from '../contact-form';
import { Hero } from '../hero';
import { LegalPage } from '../legal-page';
import { SiteFooter } from '../site-footer';
import { Timeline } from '../timeline';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn() }),
  usePathname: () => '/privacy-policy',
}));

function landing(locale: Locale) {
  return render(
    <>
      <Hero locale={locale} />
      <Benefits locale={locale} />
      <Timeline locale={locale} />
    </>,
  );
}

describe('the landing sections in each language', () => {
  it('stay word for word as the spec has them in English', () => {
    landing('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'LEARN AND ENHANCE TRADING SKILLS',
    );
    expect(screen.getByRole('heading', { name: 'Community Benefit' })).toBeInTheDocument();
    expect(screen.getByText('Leverage on 30X')).toBeInTheDocument();
    expect(screen.getByText('Users')).toBeInTheDocument();
    expect(screen.getByText("Our founder's trading history.")).toBeInTheDocument();
  });

  it('speak Malay on a Malay page', () => {
    landing('ms');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'BELAJAR DAN TINGKATKAN KEMAHIRAN TRADING',
    );
    expect(screen.getByRole('heading', { name: 'Manfaat Komuniti' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Masuk' })).toHaveAttribute('href', '/home');
    expect(screen.getByText('Pengguna')).toBeInTheDocument();
    expect(screen.getByText('Sejarah trading Pengasas kami.')).toBeInTheDocument();
    expect(screen.getByText('21~24')).toBeInTheDocument();
    expect(screen.queryByText('Community Benefit')).not.toBeInTheDocument();
  });

  it('speak Chinese on a Chinese page', () => {
    landing('zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('学习并提升交易技巧');
    expect(screen.getByRole('heading', { name: '社群福利' })).toBeInTheDocument();
    expect(screen.getByText('每周加密货币、外汇与黄金辅导')).toBeInTheDocument();
    expect(screen.getByText('100K')).toBeInTheDocument();
    expect(screen.queryByText('Login')).not.toBeInTheDocument();
  });
});

describe('the contact form in each language', () => {
  function form(locale: Locale, action: (input: unknown) => Promise<ContactResult>) {
    render(
      <ClientIntl locale={locale} messages={pickMessages(locale, ['contact'])}>
        <ContactForm action={action} />
      </ClientIntl>,
    );
  }

  it('labels its fields in Malay and shows the server errors it gets back', async () => {
    const action = jest.fn(async () => ({
      ok: false as const,
      error: 'invalid' as const,
      fields: ['subject' as const],
      fieldErrors: { subject: 'Subjek wajib diisi' },
    }));
    form('ms', action);
    expect(screen.getByLabelText('Nama Penuh')).toBeRequired();
    expect(screen.getByText('cth. 12-3456789')).toBeInTheDocument();
    // Submitted directly: the browser's required-field check is not what this test is about.
    fireEvent.submit(screen.getByRole('button', { name: 'Hantar Mesej' }).closest('form')!);
    expect(await screen.findByText('Subjek wajib diisi')).toBeInTheDocument();
  });

  it('labels its fields in Chinese', () => {
    form('zh', jest.fn());
    expect(screen.getByLabelText('电话号码')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('button', { name: '发送留言' })).toBeInTheDocument();
  });
});

describe('the legal pages in Malay and Chinese', () => {
  function legal(locale: Locale) {
    render(
      <ClientIntl locale={locale} messages={pickMessages(locale, ['common', 'publicUi'])}>
        <LegalPage
          document={legalDocument('terms', locale)}
          locale={locale}
          path="/terms-and-conditions"
        />
      </ClientIntl>,
    );
  }

  it('shows the Malay text, its date, and that the English version prevails', () => {
    legal('ms');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terma Perkhidmatan');
    expect(screen.getByText('Kemas kini terakhir: 1 April 2025')).toBeInTheDocument();
    expect(screen.getByText(/versi bahasa Inggeris akan diguna pakai/)).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'Baca versi bahasa Inggeris' });
    expect(english).toHaveAttribute('href', '/terms-and-conditions');
    // It leads to English (hrefLang), but its own words are Malay, as the page is.
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).not.toHaveAttribute('lang');
    const contents = screen.getByRole('navigation', { name: 'Kandungan' });
    expect(within(contents).getAllByRole('link')).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Tutup' })).toHaveAttribute('href', '/ms');
  });

  it('shows the Chinese text and its date', () => {
    legal('zh');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('服务条款');
    expect(screen.getByText('最后更新：2025年4月1日')).toBeInTheDocument();
    expect(screen.getByText(/概以英文版本为准/)).toBeInTheDocument();
  });

  it('says nothing about prevailing on the English page', () => {
    legal('en');
    expect(screen.getByText('Last Updated: April 1, 2025')).toBeInTheDocument();
    expect(screen.queryByText(/prevails/)).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  it.each([
    ['en', 'Contact Us', '/contact-us', '/#why'],
    ['ms', 'Hubungi Kami', '/ms/contact-us', '/ms#why'],
    ['zh', '联系我们', '/zh/contact-us', '/zh#why'],
  ] as const)('in %s links to the pages of its own language', (locale, contact, href, why) => {
    render(
      <ClientIntl locale={locale} messages={pickMessages(locale, ['common', 'publicUi'])}>
        <SiteFooter locale={locale} path="/" />
      </ClientIntl>,
    );
    expect(screen.getByRole('link', { name: contact })).toHaveAttribute('href', href);
    const whyLink = screen.getAllByRole('link').find((a) => a.getAttribute('href') === why);
    expect(whyLink).toBeDefined();
  });

  it('in Malay says in Malay that its legal and social links open a new tab', () => {
    render(
      <ClientIntl locale="ms" messages={pickMessages('ms', ['common', 'publicUi'])}>
        <SiteFooter locale="ms" path="/" />
      </ClientIntl>,
    );
    const newTab = screen.getAllByRole('link').filter((a) => a.getAttribute('target') === '_blank');
    expect(newTab.map((a) => a.getAttribute('href'))).toEqual([
      '/ms/privacy-policy',
      '/ms/terms-and-conditions',
      ...site.social.map((social) => social.href),
    ]);
    expect(screen.getByRole('link', { name: 'Dasar Privasi (dibuka dalam tab baharu)' })).toBe(
      newTab[0],
    );
    for (const link of newTab) {
      expect(link).toHaveAccessibleName(/ \(dibuka dalam tab baharu\)$/);
    }
    expect(screen.queryByText(/opens in a new tab/)).not.toBeInTheDocument();
  });
});
