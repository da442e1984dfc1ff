import { formatAddress, site } from '../site';
import type { LegalDocument } from './types';

const { company } = site;

/** Terms of Service: every topic docs/product.md#legal-pages lists, in the academy's own words. */
export const terms: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2025-04-01',
  intro: [
    `These Terms of Service ("Terms") govern your use of the ${site.name} website, the members area and every class, event and community space we run (together, the "Services"). By visiting the site, creating an account or paying for a membership you agree to these Terms. If you do not agree, please do not use the Services.`,
  ],
  sections: [
    {
      id: 'ownership',
      heading: '1. Who we are and ownership of the site',
      paragraphs: [
        `The Services are owned and operated by ${company.name}, a company registered in Malaysia under registration number ${company.registration}, with its office at ${formatAddress(company.address)} ("we", "us", "our").`,
        'The website, its design, the members area and all materials published on them are owned by us or used by us under licence.',
      ],
    },
    {
      id: 'changes',
      heading: '2. Changes to these Terms',
      paragraphs: [
        'We may update these Terms when our Services, the law or our practices change. The date at the top of this page shows the latest revision. Material changes will be announced on the website or by e-mail to members at least 14 days before they take effect.',
        'Continuing to use the Services after a change takes effect means you accept the updated Terms. If you do not accept them, you may cancel your membership before the change takes effect.',
      ],
    },
    {
      id: 'licence',
      heading: '3. Intellectual property and your licence',
      paragraphs: [
        'All course videos, class notes, downloads, charts, logos and texts are protected by copyright and other intellectual property laws.',
        'While your membership is active we grant you a personal, non-exclusive, non-transferable and revocable licence to view and download the materials for your own learning. You may not copy, resell, publish, record, share your log-in or otherwise distribute any material, in whole or in part, without our written permission.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. Acceptable use',
      paragraphs: ['When you use the Services you agree not to:'],
      list: [
        'break any law or regulation, including securities and anti-money-laundering rules;',
        'harass, threaten, defame or impersonate other members, mentors or staff;',
        'post spam, advertising, referral links or unsolicited trading signals for payment;',
        'upload malware or try to gain unauthorised access to our systems or other accounts;',
        'scrape, crawl or bulk-download content, or use the Services to build a competing product.',
      ],
    },
    {
      id: 'payments',
      heading: '5. E-commerce and payments',
      paragraphs: [
        'Memberships are sold through a third-party card-payment page that opens in a new tab. Prices are shown in Malaysian Ringgit unless stated otherwise and include any applicable service tax.',
        'Recurring memberships renew automatically at the end of each billing period until you cancel. You can cancel at any time before the next renewal; access continues until the end of the period you have paid for. We never store your full card details: the payment provider processes them under its own terms.',
      ],
    },
    {
      id: 'refunds',
      heading: '6. Refunds',
      paragraphs: [
        'Because members receive immediate access to digital content, payments are generally non-refundable.',
        `If you believe a refund is justified, for example because of a duplicate charge or a serious technical fault on our side, e-mail ${company.email} with your name, the payment date and the reason. We review every request case by case and reply by e-mail.`,
        'Approved refunds are returned to the original payment method within 7-14 business days. Your bank may need additional time to show the amount on your statement.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Limitation of liability',
      paragraphs: [
        'Trading foreign exchange, gold, crypto-assets and other leveraged products carries a high risk of loss. You alone decide whether and how to trade, and you are responsible for the results of your decisions.',
        'To the extent permitted by law, we are not liable for trading losses, lost profits, or indirect or consequential damages arising from your use of the Services. Our total liability for any claim relating to the Services is limited to the fees you paid us in the three months before the claim arose.',
      ],
    },
    {
      id: 'indemnification',
      heading: '8. Indemnification',
      paragraphs: [
        'You agree to indemnify and hold harmless us, our directors, mentors and staff against any claim, loss or expense (including reasonable legal fees) arising from your breach of these Terms, your misuse of the Services or your violation of the rights of another person.',
      ],
    },
    {
      id: 'external-links',
      heading: '9. External links',
      paragraphs: [
        'The Services link to websites and platforms we do not control, such as the payment page, video hosting, chat communities and social networks. Their own terms and privacy policies apply there, and we are not responsible for their content or availability.',
      ],
    },
    {
      id: 'account-security',
      heading: '10. Account security',
      paragraphs: [
        'Your membership is for one person. Keep your password confidential, use a password you do not use elsewhere, and tell us at once if you suspect that someone else has used your account. We may suspend an account that shows signs of sharing or compromise while we investigate.',
      ],
    },
    {
      id: 'community',
      heading: '11. Community features',
      paragraphs: [
        'Members can take part in chat groups, the traders hub, live coaching sessions and offline events. Be respectful, keep discussions on topic and do not share other members’ personal information.',
        'Content you post remains yours, but you grant us a licence to display it within the community. Moderators may remove posts or restrict members who break these Terms. Ideas shared by other members are their own opinions, not advice from us.',
      ],
    },
    {
      id: 'termination',
      heading: '12. Suspension and termination',
      paragraphs: [
        'You may close your account at any time by e-mailing us. We may suspend or terminate your access, without refund, if you seriously or repeatedly break these Terms, for example by sharing your account or redistributing course material. Sections that by their nature should survive termination, such as intellectual property, liability and governing law, continue to apply.',
      ],
    },
    {
      id: 'governing-law',
      heading: '13. Governing law and jurisdiction',
      paragraphs: [
        'These Terms are governed by the laws of Malaysia. Any dispute arising from them or from the Services is subject to the exclusive jurisdiction of the courts of Johor Bahru, Johor. Before going to court, we encourage you to contact us so that we can try to resolve the matter informally.',
      ],
    },
    {
      id: 'dmca',
      heading: '14. Copyright complaints (DMCA)',
      paragraphs: [
        `We respect the intellectual property of others. If you believe that material on the Services infringes your copyright, send a notice to ${company.email} that identifies the work, the location of the material on our Services, your contact details, a statement that you believe in good faith the use is not authorised, and a statement, under penalty of perjury, that the information is accurate and that you are the owner or authorised to act for the owner. We will remove infringing material promptly and may terminate the accounts of repeat infringers.`,
      ],
    },
    {
      id: 'disclaimer',
      heading: '15. Educational content, not financial advice',
      paragraphs: [
        'Everything we publish, including classes, live sessions, charts, examples and member results, is for educational purposes only. It is not financial, investment, legal or tax advice, and it is not a recommendation to buy or sell any financial product. Past performance, including results shown in testimonials, does not guarantee future results. Consider your own circumstances and, where appropriate, consult a licensed adviser before trading.',
      ],
    },
    {
      id: 'contact',
      heading: '16. Contact',
      paragraphs: [
        `Questions about these Terms can be sent to ${company.email} or by phone to ${company.phone}, Monday to Friday, 9 am to 6 pm Malaysia time.`,
      ],
    },
  ],
};
