/**
 * The facts the legal pages must state (001 §2.18). Each is one sentence, used as written
 * inside the documents, so the pages and their tests read from the same source.
 */
import { config } from '../../app/config';

const brand = config.brand.name;

export const legalFacts = {
  noAdvice: `${brand} does not give investment advice: we do not recommend any scheme, and every decision to invest, redeem, switch or stop a plan is yours.`,
  regularPlans: 'All investments made through us are in the regular plans of mutual fund schemes.',
  noPlatformFees: 'We charge no platform fees for using our service.',
  transactionCharge:
    'A transaction charge of ₹150 applies per transaction above ₹10,000, as permitted by SEBI; the fund house deducts it from the amount invested and pays it to us.',
  cutOffs:
    'To get the same day’s NAV, a purchase must be received, with the money available to the fund, before 3 PM for equity funds and before 1 PM for debt funds on a business day; later requests get the NAV of the next business day.',
  supportHours: 'Our support team is available Monday to Saturday.',
  responseTime: 'We respond to every query, request and complaint within 7-10 business days.',
  minors:
    'Our service is for adults only: minors (persons under 18 years of age) are not served, and we do not knowingly collect information about them.',
} as const;
