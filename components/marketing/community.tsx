import { ExternalLink } from '@/components/ui/external-link';
import { getTranslator } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n/client';
import { screenshotPaths } from '@/lib/site';
import { PhoneMockup } from './phone-mockup';
import { primaryButton, sectionClass, sectionTitle } from './styles';

export function Community({ locale, paymentLinkUrl }: { locale: Locale; paymentLinkUrl: string }) {
  const t = getTranslator(locale, 'site');
  const m = getTranslator(locale, 'marketing');
  return (
    <section id="community" aria-labelledby="community-title" className={sectionClass}>
      <h2 id="community-title" className={`${sectionTitle} text-center`}>
        {t('community.tagline')}
      </h2>
      <div className="mt-6 text-center">
        <ExternalLink
          href={paymentLinkUrl}
          className={primaryButton}
          newTabText={getTranslator(locale, 'common')('opensInNewTab')}
        >
          {m('subscribeNow')}
        </ExternalLink>
      </div>
      <h3 className="mt-16 text-center text-2xl font-bold tracking-widest text-brand-300">
        {t('community.resultsTitle')}
      </h3>
      <div className="mt-10 flex flex-wrap justify-center gap-10">
        <PhoneMockup locale={locale} label={m('phone.chat')} screens={screenshotPaths('chat')} />
        <PhoneMockup
          locale={locale}
          label={m('phone.social')}
          screens={screenshotPaths('social')}
        />
      </div>
    </section>
  );
}
