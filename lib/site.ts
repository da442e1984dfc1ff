/**
 * Brand data in one place, so an operator rebrands without touching components. Every
 * text, link and number the marketing pages show comes from here (the legal texts read
 * the company details too).
 */

export type SocialLink = { label: string; service: string; href: string };
export type Stat = { value: string; label: string };
export type Benefit = { number: string; title: string; text: string };
export type TimelineEntry = { year: string; title: string; text: string };
export type Video = { id: string; title: string };
export type Picture = { src: string; alt: string; width: number; height: number };

const whyUs: Picture[] = [
  {
    src: '/images/why/coaching.webp',
    alt: 'Illustration of a coach walking members through a candlestick chart',
    width: 640,
    height: 480,
  },
  {
    src: '/images/why/community.webp',
    alt: 'Illustration of traders connected in one community',
    width: 640,
    height: 480,
  },
  {
    src: '/images/why/library.webp',
    alt: 'Illustration of the recorded class library on a laptop screen',
    width: 640,
    height: 480,
  },
];

export const site = {
  name: 'Apex Traders Academy',
  shortName: 'Apex Traders',
  description:
    'A trading-education community for retail traders: weekly coaching, live events, a traders hub and a members-only E-Learning library.',
  logo: { src: '/images/logo.svg', width: 40, height: 40 },
  ogImage: {
    src: '/images/og.png',
    width: 1200,
    height: 630,
    alt: 'Apex Traders Academy: learn and enhance trading skills',
  },

  hero: {
    headline: 'LEARN AND ENHANCE TRADING SKILLS',
    intro:
      'Structured lessons, weekly live coaching and a community of traders who share their work openly. Build a routine you can keep.',
  },
  stats: [
    { value: '100K', label: 'Users' },
    { value: '32K', label: 'Profits' },
    { value: '80K', label: 'Classes' },
  ] satisfies Stat[],

  whyUs: {
    title: 'Why Us',
    text: 'We teach process before prediction: a plan for every trade, risk you can name in advance and a journal you actually review.',
    pictures: whyUs,
  },

  benefits: [
    {
      number: '01',
      title: 'Leverage on 30X',
      text: 'Practise position sizing with leverage up to 30X through our partner accounts, with risk rules taught first.',
    },
    {
      number: '02',
      title: 'JS E-Learning System',
      text: 'Recorded classes, notes and downloads in one library that you can revisit at your own pace.',
    },
    {
      number: '03',
      title: 'Weekly Crypto, Forex & Gold Coaching',
      text: 'Live sessions every week that review the markets, walk through setups and answer your questions.',
    },
    {
      number: '04',
      title: 'Offline Event',
      text: 'Meet mentors and fellow members in person at our regular workshops and networking evenings.',
    },
    {
      number: '05',
      title: 'Traders Hub',
      text: 'A shared space to post trade ideas, compare journals and get feedback from experienced members.',
    },
    {
      number: '06',
      title: 'Prop Firm Accelerator',
      text: 'A bonus track that prepares you for funded-account challenges, from rules to routines.',
    },
  ] satisfies Benefit[],

  founder: 'Our founder',
  timeline: [
    {
      year: '2010',
      title: 'First trades',
      text: 'Opened a first brokerage account and learned, the hard way, why a plan matters more than a tip.',
    },
    {
      year: '2014',
      title: 'A written system',
      text: 'Wrote down a rules-based approach to forex swing trading and kept a daily journal.',
    },
    {
      year: '2016',
      title: 'Teaching friends',
      text: 'Started small weekend study groups that grew into the first coaching sessions.',
    },
    {
      year: '21~24',
      title: 'Full-time trader',
      text: 'Traded full time across forex, gold and crypto while mentoring a growing group of students.',
    },
    {
      year: '2024',
      title: 'The academy opens',
      text: 'Launched the academy with recorded classes, weekly live coaching and the traders hub.',
    },
    {
      year: '2025',
      title: 'Community first',
      text: 'Added offline events and the prop firm accelerator so members can grow together.',
    },
  ] satisfies TimelineEntry[],

  testimonials: {
    title: 'Member Testimonial',
    // Placeholder ids: replace with the academy's own YouTube video ids.
    landingVideos: [
      { id: 'apexLand001', title: 'Member story: from guessing to a written plan' },
      { id: 'apexLand002', title: 'Member story: learning risk management' },
      { id: 'apexLand003', title: 'Member story: my first funded account' },
      { id: 'apexLand004', title: 'Member story: trading gold with a routine' },
      { id: 'apexLand005', title: 'Member story: weekly coaching sessions' },
      { id: 'apexLand006', title: 'Member story: the traders hub' },
    ] satisfies Video[],
    // Placeholder ids: replace with the academy's own YouTube video ids.
    marketingVideos: [
      { id: 'apexMktg001', title: 'Member story: why I joined' },
      { id: 'apexMktg002', title: 'Member story: keeping a trade journal' },
      { id: 'apexMktg003', title: 'Member story: an offline event' },
      { id: 'apexMktg004', title: 'Member story: crypto basics' },
      { id: 'apexMktg005', title: 'Member story: forex sessions' },
      { id: 'apexMktg006', title: 'Member story: a year in the academy' },
    ] satisfies Video[],
  },

  community: {
    tagline: 'Take the first step to join us. We will cover everything for you.',
    resultsTitle: 'TESTIMONIAL / RESULT',
    chatScreens: 38,
    socialScreens: 18,
    screen: { width: 270, height: 540 },
  },

  social: [
    {
      label: 'Discord',
      service: 'chat community',
      href: 'https://discord.example.com/apex-traders',
    },
    {
      label: 'Facebook',
      service: 'social network',
      href: 'https://facebook.example.com/apex-traders',
    },
    {
      label: 'Instagram',
      service: 'photo sharing',
      href: 'https://instagram.example.com/apex-traders',
    },
    { label: 'Telegram', service: 'messaging', href: 'https://telegram.example.com/apex-traders' },
    { label: 'Threads', service: 'threads', href: 'https://threads.example.com/@apex-traders' },
    { label: 'X', service: 'microblogging', href: 'https://x.example.com/apex_traders' },
  ] satisfies SocialLink[],

  company: {
    name: 'Apex Traders Academy Sdn. Bhd.',
    registration: '202301045678 (1534821-K)',
    phone: '+60 7-334 5821',
    email: 'hello@apex-traders.example.com',
    address: {
      street: 'Level 12, Menara Selatan, 18 Jalan Wong Ah Fook',
      postalCode: '80000',
      city: 'Johor Bahru',
      region: 'Johor',
      country: 'Malaysia',
      countryCode: 'MY',
    },
  },
} as const;

export function formatAddress(address: typeof site.company.address): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.region}, ${address.country}`;
}

/** Local poster of a video facade, generated by npm run images:generate. */
export function videoPoster(video: Video): string {
  return `/images/videos/${video.id}.webp`;
}

/** Paths of the generated testimonial screenshots (npm run images:generate). */
export function screenshotPaths(kind: 'chat' | 'social'): string[] {
  const count = kind === 'chat' ? site.community.chatScreens : site.community.socialScreens;
  return Array.from(
    { length: count },
    (_, i) => `/images/testimonials/${kind}-${String(i + 1).padStart(2, '0')}.webp`,
  );
}
