/**
 * What the mutation run (scripts/mutate.ts) needs to know beyond the machines themselves: which
 * flows move money (every mutant of those must be killed), which further suites exercise a
 * machine, and why a surviving mutant is harmless.
 */
/** Machines whose every mutant must be killed (issue 28). */
export const MONEY_MOVING: readonly string[] = [
  'order',
  'upi-payment',
  'net-banking',
  'redemption',
  'switch',
  'stp',
  'swp',
  'plan-change',
  'verification',
  'mandate-authorisation',
  'mandate-result',
];

/** Suites beyond `tests/machines/<slug>.paths.test.tsx` and `.machine.test.ts` that drive a machine. */
export const SUITES: Readonly<Record<string, readonly string[]>> = {};

/**
 * Survivors with the reason they cannot change what anyone sees or what is sent, by machine and
 * mutant description (as the run prints it). A reason is a claim: keep it short and checkable.
 */
export const EQUIVALENT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  verification: {
    'loading --loadStatus onDone[isActive]--> completing: action storeStatus dropped':
      "the status is drawn only in the rows, and from completing the machine goes only to 'You're good to go!' and closed; completeVerification takes no input",
  },
  'mandate-authorisation': {
    'loading --listMandates onDone--> retrying: action storeMandates dropped':
      'mandates are read only for the link (linkFor), and linking is entered only by a transition that stores them itself; retryMandate takes no input',
    'failed --mandate.retry--> loading: action reset dropped':
      'the message is shown only in failed, and every way into failed sets it; the url is read only on redirecting, reached only through notice, whose one way in stores it',
  },
  'order-entry': {
    'opening --prepareEntry onDone: [isSip] and [isBeforeLumpSumApproval] swap what they do':
      'both branches open the mandate modal with the same action; its text is mandateNotice(action, standing), whichever branch runs it',
  },
  switch: {
    'amount --step.next[isAmountValid]--> targets: action clearSubmitted dropped':
      'submitted is read only on Folio and Amount, and ToSchemes or any later step leads back to them only through Previous on ToSchemes, whose clearTarget sets it false; placeSwitch takes no such input',
  },
  stp: {
    'amount --step.next[isPlanValid]--> targets: action clearSubmitted dropped':
      'submitted is read only on Folio and STP Amount, and ToSchemes or any later step leads back to them only through Previous on ToSchemes, whose clearTarget sets it false; placeStp takes no such input',
  },
};
