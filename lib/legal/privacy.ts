import { formatAddress, site } from '../site';
import type { LegalDocument } from './types';

const { company } = site;

/** Privacy Policy, written with Malaysia's Personal Data Protection Act 2010 in mind. */
export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-12-03',
  intro: [
    `This policy explains what personal data ${company.name} ("we", "us") collects when you use the ${site.name} website and members area, why we collect it, and the choices you have. We process personal data in line with Malaysia's Personal Data Protection Act 2010 (PDPA).`,
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: '1. Data we collect',
      paragraphs: ['We collect only what we need to run the Services:'],
      list: [
        'Account data: your e-mail address and a password, which is stored by our authentication provider in hashed form.',
        'Membership data: the courses your membership includes and your payment status. Card details are handled by the payment provider and never reach us.',
        'Contact form data: your full name, e-mail address, phone number, subject and message.',
        'Technical data: your IP address, browser type and the pages you request, kept in server logs for security.',
      ],
    },
    {
      id: 'how-we-use',
      heading: '2. How we use your data',
      paragraphs: ['We use personal data to:'],
      list: [
        'create and secure your account and give you access to the courses you paid for;',
        'answer your messages and support requests;',
        'send service notices, such as changes to our Terms or your membership;',
        'prevent abuse, for example by limiting how many contact messages one client can send;',
        'meet our legal and accounting obligations.',
      ],
    },
    {
      id: 'contact-form',
      heading: '3. Messages sent through the contact form',
      paragraphs: [
        'When you send a message, we store it in our database with the time it was sent, and may forward it to the form service our team uses to answer enquiries. To stop automated spam we keep hashed forms of your network address and of your e-mail address for ten minutes after your last message; they are then deleted automatically, usually within a day. We do not store your network address itself.',
      ],
    },
    {
      id: 'cookies',
      heading: '4. Cookies',
      paragraphs: [
        'The public pages set no tracking or advertising cookies. When you sign in, we set one strictly necessary, HttpOnly session cookie that keeps you signed in to the members area; it expires after a few days or when you log out.',
        'The site also remembers the language you chose in a cookie called lang, kept for one year, and your browser remembers in its local storage whether you closed the suggestion to read a page in another language. Neither identifies you or is used to track you.',
        'Videos are shown with a preview image. The video provider loads, and may set its own cookies, only after you choose to play a video.',
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who we share data with',
      paragraphs: [
        'We do not sell personal data. We share it only with service providers that help us run the Services (hosting, authentication, database, content delivery, payments and e-mail), under contracts that require them to protect it, and with authorities where the law requires us to.',
      ],
    },
    {
      id: 'transfers',
      heading: '6. Transfers outside Malaysia',
      paragraphs: [
        'Some of our providers store data on servers outside Malaysia. Where that happens we take reasonable steps to ensure the data receives a level of protection comparable to the PDPA.',
      ],
    },
    {
      id: 'retention',
      heading: '7. How long we keep data',
      paragraphs: [
        'We keep account and membership data while your account is active and for up to seven years afterwards where accounting law requires it. Contact messages are deleted two years after they are sent. Rate-limit records expire ten minutes after the last message and are then deleted automatically, usually within a day.',
      ],
    },
    {
      id: 'security',
      heading: '8. Security',
      paragraphs: [
        'We use encrypted connections, hashed passwords, access controls and server-side checks on every members request. No system is perfectly secure, so please use a strong, unique password and tell us at once if you suspect misuse of your account.',
      ],
    },
    {
      id: 'your-rights',
      heading: '9. Your rights',
      paragraphs: [
        'You may ask to access the personal data we hold about you, to correct it, or to withdraw consent and have it deleted where we are not required to keep it. You may also ask us to stop sending non-essential messages. We answer requests within 21 days.',
      ],
    },
    {
      id: 'children',
      heading: '10. Children',
      paragraphs: [
        'The Services are intended for adults aged 18 and over. We do not knowingly collect personal data from children; if you believe a child has given us personal data, contact us and we will delete it.',
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to this policy',
      paragraphs: [
        'We will post any change on this page and update the date above. Significant changes will also be announced to members by e-mail.',
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact',
      paragraphs: [
        `For any privacy question or request, write to ${company.email}, call ${company.phone}, or send a letter to ${company.name}, ${formatAddress(company.address)}.`,
      ],
    },
  ],
};
