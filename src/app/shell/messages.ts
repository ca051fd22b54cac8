/** Texts of the application shell (navbar, footer, promotional banner, sign-in notices). */
import { config } from '../config';

const brand = config.brand.name;

export const shellMessages = {
  skipToContent: 'Skip to main content',
  homeLinkLabel: `${brand} home`,
  navigationLabel: 'Main',
  /** The landing page's header, in place of the navbar (000 §1). */
  landingNavigationLabel: 'Landing',
  explore: 'Explore',
  nfo: 'NFO',
  signIn: 'Sign In',
  /** The signed-in navbar (000 §2.2). */
  menus: {
    dashboard: 'Dashboard',
    portfolio: 'Portfolio',
    manage: 'Manage',
    myOrders: 'My Orders',
    myPlans: 'My Plans',
    explore: 'Explore',
    nfo: 'NFO',
    getPortfolio: 'Get Portfolio',
    externalPortfolio: 'External Portfolio',
    refreshPortfolio: 'Refresh Portfolio',
    availableOn: (date: string) => `Available on ${date}`,
    /** The phone's burger and the drawer it opens. */
    navigationTitle: 'Menu',
    closeNavigation: 'Close menu',
  },
  createAccount: 'Create Account',
  userMenu: {
    label: (name: string) => `Account menu for ${name}`,
    welcome: (name: string) => `Welcome, ${name}`,
    verified: 'Account verified',
    notVerified: 'Account not verified yet',
    logOut: 'Log out',
  },
  /** 000 §2.2, verbatim. */
  verificationNotice: 'Your account verification is being processed',
  verificationNoticeLink: 'click here',
  signInPage: {
    title: 'Sign In',
    /** Banners chosen by the `message` search parameter (001 §2.3), verbatim. */
    banners: {
      userCreated: 'Thank you for completing the verification! Please log in to continue.',
      createUser: 'Please complete your onboarding process by logging in.',
      linkFailed: 'Invalid session, please sign in to continue.',
    },
    /** `error=Expired` after a session ran out (000 §8), verbatim. */
    expired: 'Token Expired',
    notYetTitle: 'Investor accounts are not open yet',
    notYetBody: `Signing in, creating an account and investing open with the next release of ${brand}. Until then, every fund, NFO and scheme detail is open to you without an account.`,
    backToPage: 'Go back to the page you were on',
    exploreFunds: 'Explore funds',
  },
  promo: {
    title: 'Your next investment starts with the right fund',
    body: 'Compare schemes from every leading fund house in India by category, minimum investment and track record, and invest in regular plans with no platform fees.',
    action: 'Explore Funds',
  },
  footer: {
    tagline: 'Mutual funds for Indian investors, resident and non-resident: explore, invest and track in one place.',
    disclaimersHeading: 'Disclaimers',
    disclaimers: [
      'Mutual fund investments are subject to market risks. Read all scheme-related documents carefully before investing.',
      'Past performance of a scheme is not indicative of its future returns. Net asset values may go up or down depending on the factors and forces affecting the securities markets.',
      `${brand} is an AMFI-registered mutual fund distributor. We offer regular plans only and receive commission from the asset management companies whose schemes you invest in. We do not give investment advice; any decision to invest is your own.`,
      'KYC is a one-time exercise while dealing in securities markets: once your KYC is done through a SEBI-registered intermediary, you need not undergo the same process again with another intermediary.',
      'Update your mobile number and e-mail address with us and with the fund houses so that you receive information about your transactions directly from them.',
    ],
    regulatorsHeading: 'Exchanges and regulators',
    regulators: [
      { label: 'BSE', href: 'https://www.bseindia.com' },
      { label: 'NSE', href: 'https://www.nseindia.com' },
      { label: 'SEBI', href: 'https://www.sebi.gov.in' },
      { label: 'AMFI', href: 'https://www.amfiindia.com' },
    ],
    socialHeading: 'Follow us',
    social: [
      { label: 'X', href: `https://x.com/${config.brand.slug}` },
      { label: 'LinkedIn', href: `https://www.linkedin.com/company/${config.brand.slug}` },
      { label: 'Instagram', href: `https://www.instagram.com/${config.brand.slug}` },
      { label: 'YouTube', href: `https://www.youtube.com/@${config.brand.slug}` },
    ],
    legalHeading: 'Legal',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms & Conditions',
    deleteAccount: 'Delete Account',
    opensInNewTab: '(opens in a new tab)',
    version: `Version ${config.appVersion}`,
    designCredit: `Designed and built by the ${brand} product team`,
    copyright: `© ${brand}. All rights reserved.`,
  },
} as const;
