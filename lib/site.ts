/** Brand data in one place, so an operator rebrands without touching components. */
export const site = {
  name: 'Apex Traders Academy',
  shortName: 'Apex Traders',
  description:
    'A trading-education community for retail traders: weekly coaching, live events, a traders hub and a members-only E-Learning library.',
  paymentUrl: 'https://pay.example.com/apex-traders/subscribe',
} as const;
