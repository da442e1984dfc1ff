import { ExternalLink } from '@/components/ui/external-link';
import { screenshotPaths, site } from '@/lib/site';
import { PhoneMockup } from './phone-mockup';
import { primaryButton, sectionClass, sectionTitle } from './styles';

export function Community({ paymentLinkUrl }: { paymentLinkUrl: string }) {
  const { community } = site;
  return (
    <section id="community" aria-labelledby="community-title" className={sectionClass}>
      <h2 id="community-title" className={`${sectionTitle} text-center`}>
        {community.tagline}
      </h2>
      <div className="mt-6 text-center">
        <ExternalLink href={paymentLinkUrl} className={primaryButton}>
          Subscribe Now
        </ExternalLink>
      </div>
      <h3 className="mt-16 text-center text-2xl font-bold tracking-widest text-brand-300">
        {community.resultsTitle}
      </h3>
      <div className="mt-10 flex flex-wrap justify-center gap-10">
        <PhoneMockup label="Chat community" screens={screenshotPaths('chat')} />
        <PhoneMockup label="Social network" screens={screenshotPaths('social')} />
      </div>
    </section>
  );
}
