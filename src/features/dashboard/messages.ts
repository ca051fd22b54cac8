/** Texts of the Dashboard. Quoted spec texts (000 §2.7, §2.2) are verbatim. */

export const dashboardMessages = {
  /** 000 §2.7. */
  title: 'Investment Overview',
  greeting: (name: string) => `Welcome, ${name}`,
  accountHeading: 'Your account',
  statusLabel: 'Onboarding status',
  verified: 'Your account is verified. You can invest in any fund.',
  exploreFunds: 'Explore funds',
  /** 000 §2.2, verbatim: shown while the exchange or e-mail steps are being processed. */
  processing: 'Your account verification is being processed',
  processingDetail: 'There is nothing for you to do right now; we will let you know when your account is ready.',
  nextStepLabel: 'Next step',
  continueOnboarding: 'Continue onboarding',
  onboardingIntro: 'Complete your account to start investing.',
  authoriseIntro: 'The exchange has your account. Authorise ELOG and your autopay mandate to start investing.',
  openVerification: 'Open account verification',
  modalTitle: 'Account verification',
  close: 'Close',
  /**
   * The counters (000 §2.7), verbatim, and beyond the spec the portfolio's return (issue 26):
   * absolute while its money is under a year old, the annualised XIRR from a year.
   */
  figuresLabel: 'Your investments',
  counters: {
    invested: 'Invested Value',
    current: 'Current Value',
    gainLoss: 'Total P & L',
    returns: 'Returns %',
    xirr: 'XIRR',
    absolute: 'Absolute return',
  },
  xirrHint: 'Annualised return of your purchases, redemptions and today’s value',
  absoluteHint: 'Gain on the money you paid in, redemptions included; not annualised until your money is a year old',
  /** Shown where a rate is undefined (less than a day of history, or no solution). */
  notAvailable: '—',
  loadingFigures: 'Loading your investments…',
  /** 000 §8, verbatim; 000 §9 "Portfolio retry wait 15 s". */
  figuresFailed: 'Failed to fetch portfolio. Please try again after 15 seconds.',
  retry: 'Retry',
  charts: {
    assetAllocation: 'Asset Allocation',
    topFunds: 'Top Mutual Funds',
    total: (total: string) => `Total ${total}`,
    summary: (title: string, total: string, rows: string) => `${title}, total ${total}: ${rows}`,
    legend: (title: string) => `${title} legend`,
  },
  /** The landing cards: where an investor goes next from the dashboard. */
  cardsHeading: 'Get started',
  cards: {
    explore: { title: 'Explore Funds', body: 'Browse equity, debt, ELSS, hybrid and liquid funds.', action: 'Explore' },
    nfo: { title: 'New Fund Offers', body: 'See the funds open for subscription now.', action: 'View NFOs' },
    portfolio: {
      title: 'Portfolio',
      body: 'Your holdings, their value and the actions on them.',
      action: 'View portfolio',
    },
    orders: { title: 'My Orders', body: 'Follow your purchases and their payment status.', action: 'View orders' },
  },
  legalIntro: 'Investing with us is subject to our',
  /** The spinner's name while a dashboard modal's chunk is on its way. */
  modalLoading: 'Loading',
  legalAnd: 'and',
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
  closeDocument: 'Close',
  errorTitle: 'Something went wrong',
  /** The step each resume path opens (000 §4.1). */
  steps: {
    '/pancardverification': 'PAN verification',
    '/basicInfo': 'Basic information',
    '/additionalinfo': 'Additional information',
    '/nomineedetails': 'Nominee details',
    '/bankaccountregister': 'Bank account verification',
  } as Readonly<Record<string, string>>,
  /** Signup statuses (000 §4.1) in words. */
  statuses: {
    USER_CREATED: 'Account created',
    PAN_SAVED: 'PAN saved',
    CKYC_SEARCH_COMPLETED: 'KYC records found',
    CKYC_DOWNLOAD_COMPLETED: 'KYC records downloaded',
    BASIC_INFO_INITIATED: 'Basic information started',
    BASIC_INFO: 'Basic information saved',
    ADDITIONAL_INFO_INITIATED: 'Additional information started',
    ADDITIONAL_INFO: 'Additional information saved',
    NOMINEE_ENROLLMENT_INITIATED: 'Nominee details saved',
    BANK_DETAILS_SAVED: 'Bank details saved',
    BANK_DETAILS_VERIFIED: 'Bank account verified',
    EMAIL_VERIFIED: 'E-mail verified',
    BSE_CLIENT_CREATION_INITIATED: 'Exchange registration started',
    BSE_CLIENT_CREATION_COMPLETED: 'Registered with the exchange',
    BSE_CLIENT_CREATION_FAILED: 'Exchange registration failed',
    BSE_USER_MANDATE_INITIATED: 'Autopay mandate started',
    BSE_USER_MANDATE_COMPLETED: 'Autopay mandate set up',
    BSE_USER_MANDATE_FAILED: 'Autopay mandate failed',
    BSE_MANDATE_WAITING_APPROVAL: 'Autopay mandate awaiting approval',
    VERIFIED: 'Verified',
  } as Readonly<Record<string, string>>,
  unknownStatus: 'Not started',
} as const;

export function statusInWords(status: string | null | undefined): string {
  return (
    (status && Object.hasOwn(dashboardMessages.statuses, status) && dashboardMessages.statuses[status]) ||
    (status ?? dashboardMessages.unknownStatus)
  );
}

export function stepInWords(path: string): string {
  return (Object.hasOwn(dashboardMessages.steps, path) && dashboardMessages.steps[path]) || path;
}
