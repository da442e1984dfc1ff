import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { formatAddress, site } from '@/lib/site';

export function CompanyInfo({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, 'marketing');
  const { company } = site;
  const rows = [
    { label: t('contact.company.name'), value: company.name },
    { label: t('contact.company.registration'), value: company.registration },
    {
      label: t('contact.company.phone'),
      value: company.phone,
      href: `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    },
    { label: t('contact.company.email'), value: company.email, href: `mailto:${company.email}` },
    { label: t('contact.company.address'), value: formatAddress(company.address) },
  ];
  return (
    <section
      aria-labelledby="company-title"
      className="rounded-2xl border border-white/10 bg-ink-900 p-6 sm:p-8"
    >
      <h2 id="company-title" className="text-2xl font-bold">
        {t('contact.company.title')}
      </h2>
      <dl className="mt-6 space-y-4">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm text-slate-400">{row.label}</dt>
            <dd className="mt-0.5 text-slate-100">
              {row.href ? (
                <a href={row.href} className="rounded underline-offset-4 hover:underline">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
