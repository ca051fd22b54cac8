import { config } from '../../app/config';
import type { LegalDocument } from './legal-document';
import { legalFacts } from './legal-facts';

const brand = config.brand.name;
const { supportEmail, supportPhone, officeAddress } = config.brand;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro: [
    `This policy explains what personal information ${brand} collects, why we need it, who we share it with and the choices you have. We collect only what the law and your investments require, and we never sell your information.`,
  ],
  sections: [
    {
      heading: 'About our service',
      paragraphs: [
        `${brand} is a mutual fund distributor. ${legalFacts.noAdvice} ${legalFacts.regularPlans} ${legalFacts.noPlatformFees}`,
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: ['When you sign up, complete onboarding and invest, we collect:'],
      points: [
        'Contact details: e-mail address and mobile number.',
        'Identity details: PAN, date of birth, name, address, and the KYC records held about you by KYC registration agencies.',
        'Profile details: occupation, income range, tax residency and nominee details.',
        'Bank details: account number, IFSC and, where needed, a cancelled cheque or bank statement to verify the account.',
        'Investment details: your orders, plans, holdings and, if you choose to import it, your consolidated account statement.',
        'Technical details: the device and browser you use and the time of each sign-in, to keep your account secure.',
      ],
    },
    {
      heading: 'How we use it',
      points: [
        'To verify your identity and bank account as required by SEBI and the Prevention of Money Laundering Act.',
        'To place your orders, register your mandates and show you your portfolio.',
        'To send you one-time codes, order confirmations and statements.',
        'To answer your questions and complaints.',
        'To meet our legal and regulatory obligations.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share your information only as needed to carry out your instructions or to comply with the law: with the fund houses and their registrars, the stock exchange whose mutual fund platform carries your orders, KYC registration agencies, banks and payment gateways, and regulators or authorities when the law requires it.',
      ],
    },
    {
      heading: 'How we keep it safe',
      paragraphs: [
        'Your information travels encrypted, access to it is limited to staff who need it for their work, and one-time codes confirm every sensitive instruction. We keep records for as long as the law requires after your account is closed, and then delete them.',
      ],
    },
    {
      heading: 'Cookies and storage',
      paragraphs: [
        'We use your browser’s storage to keep you signed in during a session. We do not use advertising trackers.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [legalFacts.minors],
    },
    {
      heading: 'Your choices',
      points: [
        'See and correct the information in your profile.',
        'Delete your account from the Delete Account page.',
        'Ask us what information we hold about you, or withdraw a consent you gave, subject to what the law requires us to keep.',
      ],
    },
    {
      heading: 'Contact and grievances',
      paragraphs: [
        legalFacts.supportHours,
        legalFacts.responseTime,
        `Write to ${supportEmail}, call ${supportPhone}, or write to us at ${officeAddress}.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we publish the new version on this page, and tell you by e-mail when the change affects how we use your information.',
      ],
    },
  ],
};
