import { config } from '../../app/config';
import type { LegalDocument } from './legal-document';
import { legalFacts } from './legal-facts';

const brand = config.brand.name;
const { supportEmail, supportPhone, officeAddress } = config.brand;

export const termsOfUse: LegalDocument = {
  title: 'Terms & Conditions',
  intro: [
    `These terms govern your use of ${brand}, a mutual fund distribution service for retail investors in India. By creating an account or placing an order you accept them. Please read them together with our Privacy Policy and the scheme documents of every fund you invest in.`,
  ],
  sections: [
    {
      heading: 'Who may use the service',
      paragraphs: [
        'You may open an account if you are an individual resident or non-resident Indian, at least 18 years old, able to enter into a binding contract, and compliant with KYC (Know Your Customer) requirements.',
        legalFacts.minors,
      ],
    },
    {
      heading: 'Our role',
      paragraphs: [
        `${brand} is a mutual fund distributor registered with the Association of Mutual Funds in India (AMFI). We pass your orders to the fund houses through the exchange's mutual fund platform; the schemes are managed by their asset management companies, not by us.`,
        legalFacts.noAdvice,
        legalFacts.regularPlans,
        'Regular plans carry a higher expense ratio than direct plans of the same scheme, because the fund house pays the distributor a commission out of it. The commission we receive is disclosed in the scheme documents.',
      ],
    },
    {
      heading: 'Fees and charges',
      paragraphs: [legalFacts.noPlatformFees, legalFacts.transactionCharge],
      points: [
        'Expense ratios, exit loads and other charges of a scheme are set by its fund house and are described in its scheme documents.',
        'Stamp duty and taxes are levied as required by law.',
        'Your bank may charge you for payments or mandates; such charges are between you and your bank.',
      ],
    },
    {
      heading: 'Orders, cut-off times and NAV',
      paragraphs: [
        legalFacts.cutOffs,
        'Units are allotted by the fund house at the applicable NAV. Orders placed on a holiday or after the cut-off are processed on the next business day. Redemption proceeds are paid by the fund house to your registered bank account within the time set by SEBI.',
      ],
    },
    {
      heading: 'SIPs, mandates and plans',
      paragraphs: [
        'A SIP debits your bank account on the instalment date you choose through an auto-debit mandate you approve with your bank. You may skip an instalment or cancel a plan from My Plans; changes apply from the next instalment the exchange has not yet processed.',
      ],
    },
    {
      heading: 'Your responsibilities',
      points: [
        'Give true and complete information, and keep your contact and bank details up to date.',
        'Keep your password and one-time codes to yourself; instructions confirmed with them are treated as yours.',
        'Read the scheme information document and key information memorandum before you invest.',
        'Invest only money that is yours, from a bank account held in your name.',
      ],
    },
    {
      heading: 'Risks',
      paragraphs: [
        'Mutual fund investments are subject to market risks. The value of your investment can go down as well as up, and past performance does not indicate future returns. Neither we nor the fund houses guarantee any return.',
      ],
    },
    {
      heading: 'Support and complaints',
      paragraphs: [
        legalFacts.supportHours,
        legalFacts.responseTime,
        `Write to ${supportEmail} or call ${supportPhone}. If you are not satisfied with our answer, you may take your complaint to SEBI through its SCORES portal.`,
      ],
    },
    {
      heading: 'Closing your account',
      paragraphs: [
        'You may delete your account at any time from the Delete Account page. Units you hold stay with the fund houses in your name; deleting your account does not redeem them.',
      ],
    },
    {
      heading: 'Liability and governing law',
      paragraphs: [
        `${brand} is not liable for losses caused by market movements, by the acts of fund houses, registrars, exchanges or banks, or by events beyond our reasonable control. These terms are governed by the laws of India, and the courts at Mumbai have jurisdiction. Our registered office is at ${officeAddress}.`,
      ],
    },
  ],
};
