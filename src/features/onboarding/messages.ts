/**
 * Texts of the onboarding layout and the PAN, Basic Info and Additional Info steps. Quoted spec
 * texts (001 §2.6–2.8, §4.2, §5, §8) are verbatim; the rest is ours. Field rule messages come
 * from the shared rules in domain/onboarding.
 */
export const onboardingMessages = {
  loading: 'Finding where you left off…',
  stepLoading: 'Opening this step…',
  loadFailed: 'We could not check your onboarding progress.',
  completeTitle: 'Onboarding complete',
  complete: 'Your account details are complete and your e-mail is verified.',
  /** What is left before the account is VERIFIED (000 §4.4): the exchange's steps and the mandate. */
  toDoLabel: 'Still to do before you can invest',
  toDo: {
    registration:
      'Complete your registration on the exchange’s page, which opened in a new tab when your e-mail was verified.',
    elog: 'Authenticate your nominee declaration (ELOG) on the exchange’s page.',
    mandate: 'Authorise your autopay mandate with your bank.',
  },
  toDoWhere:
    'You can do these from Account verification on your Dashboard; your account is ready to invest once all are active.',
  verified: 'Your account is verified. You can invest in any fund.',
  dashboardLink: 'Go to Dashboard',
  previous: 'Previous',
  proceed: 'Proceed',
  close: 'Close',
} as const;

export const panMessages = {
  verificationTitle: 'PAN Verification',
  verificationIntro: 'Enter your PAN and date of birth to check your KYC status.',
  /** 001 §2.6. */
  fetchTitle: 'Enter your PAN details',
  dob: 'Date of birth',
  /** 001 §2.6 "date of birth 'as per PAN'". */
  dobAsPerPan: 'Date of birth (as per PAN)',
  /** 001 §8 "KYC code 8015 | dialog 'Technical Issue Detected'; default '…'". */
  technicalTitle: 'Technical Issue Detected',
  technicalDefault: 'An error occurred while checking your KYC status. Please try again.',
  /** 001 §4.2 "otherwise the 'KYC not validated or registered' modal". */
  notValidatedTitle: 'KYC not validated or registered',
  notValidated:
    'Your KYC is not validated or registered with the KYC registration agency. Please complete your KYC with a registered intermediary and try again.',
  /** Chosen here for 001 §3 "response needs kyc_status". */
  invalidResponse: 'Invalid response format',
  checkFailedTitle: 'KYC check failed',
  /** 001 §2.6 consent checkbox and its terms modal. */
  consent: 'I consent to my KYC records being downloaded from the Central KYC Registry.',
  consentLink: 'Read the consent terms',
  consentTitle: 'Consent to download KYC records',
  consentTerms: [
    'I authorise the distributor to download my KYC records from the Central KYC Registry (CKYCR) using my PAN and date of birth, and to use them only to verify my identity and complete my account opening.',
    'The details sent with this request (IP address, language, browser, operating system, time, location and screen size) are kept as the record of my consent.',
    'I confirm that the PAN and date of birth I entered are mine.',
  ],
  /** 001 §5 "The PAN fetch screen also needs the consent checkbox". */
  consentRequired: 'Please accept the terms and conditions.',
  /** 001 §8 "PAN fetch failure | first error message …, else '…'". */
  fetchFailedTitle: 'KYC download failed',
  fetchFailed: 'The provided PAN details are not KYC compliant. Please complete your KYC verification to proceed.',
} as const;

export const basicInfoMessages = {
  title: 'Basic Info',
  greeting: (name: string | null) => (name ? `Hello, ${name}!` : 'Hello!'),
  /** 001 §2.7. */
  intro: 'Please fill in your basic information.',
  names: 'Your name',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  taxStatus: 'Tax status',
  /** 001 §2.7 radio labels. */
  resident: 'Residential',
  nonResident: 'Non Residential',
  nriStatus: 'NRI account type',
  nre: 'NRE',
  nro: 'NRO',
  foreignAddress: 'Foreign address',
  residentialAddress: 'Residential address',
  address1: 'Address line 1',
  address2: 'Address line 2',
  address3: 'Address line 3',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Select state',
  pincode: 'Pincode',
  country: 'Country',
  countryPlaceholder: 'Select country',
  india: 'India',
  failedTitle: 'Basic information not saved',
  /** 001 §8 "Basic info failure | message, else '…'". */
  failed: 'An issue has occurred, please try again.',
} as const;

export const additionalInfoMessages = {
  title: 'Additional Info',
  intro: 'A few more details for your investment account.',
  gender: 'Gender',
  nationality: 'Nationality',
  nationalityValue: 'Indian',
  income: 'Gross annual income',
  occupation: 'Occupation',
  selectPlaceholder: 'Select an option',
  /** 001 §5 "a checkbox affirming the user is not politically exposed and was born in India". */
  affirmation: 'I confirm that I am not a politically exposed person and that I was born in India.',
  failedTitle: 'Additional information not saved',
  /** 001 §8 "Additional info failure | message, else '…'". */
  failed: 'An issue has occurred, please try again.',
} as const;
