/** Texts of the landing page (000 §1). Quoted spec texts are verbatim. */
import { config } from '../../app/config';

const brand = config.brand.name;

export const landingMessages = {
  explore: 'Explore',
  hero: {
    title: 'Invest in Your Dreams with Mutual Funds',
    body: 'Browse schemes from leading fund houses, start a SIP or invest a lump sum, and follow every investment in one place.',
    points: ['Regular plans from leading fund houses', 'No platform fees', 'Online onboarding with KYC'],
  },
  about: {
    title: `About ${brand}`,
    body: [
      `${brand} is an AMFI-registered mutual fund distributor for Indian investors, resident and non-resident. We bring schemes from India's fund houses to one place, so you can compare them by category, minimum investment and track record, and invest in a few steps.`,
      'We do not give investment advice. We give you the facts about each scheme — its objective, risk level, holdings and NAV history — so that the decision is yours, made with open eyes.',
    ],
    highlights: [
      {
        title: 'Regular plans, no platform fees',
        body: 'Invest in regular plans of mutual fund schemes without paying us a platform fee.',
      },
      {
        title: 'Lump sum or SIP',
        body: 'Invest once, or set up a monthly SIP with an auto-debit mandate from your bank.',
      },
      {
        title: 'Everything in one view',
        body: 'See your orders, plans and portfolio, and bring in investments you hold elsewhere.',
      },
    ],
  },
  fundTypes: {
    title: 'Find funds that fit your goal',
    body: 'Start with the kind of fund you are looking for; every list shows the schemes of that type across fund houses.',
  },
  nfo: {
    title: 'New Fund Offers',
    body: 'Be among the first to invest in newly launched schemes. See which NFOs are open now, what they invest in and which ones close soon.',
    action: 'View NFOs',
  },
  contact: {
    title: 'Contact Us',
    body: 'Have a question about a fund, your account or an order? Send us a message and our team will get back to you.',
    detailsTitle: 'Reach us',
    addressLabel: 'Office',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    hours: 'Support hours: Monday to Saturday.',
    callUs: 'Call Us',
  },
  callUsModal: {
    title: 'Call Us',
    body: 'Speak to our support team, Monday to Saturday.',
    callAction: (phone: string) => `Call ${phone}`,
    close: 'Close',
  },
} as const;
