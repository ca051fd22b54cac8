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
  'onboarding/bank-account': {
    'statementMissing --bank.verify--> verifying: action keepDetails dropped':
      'a branch no investor can take: statementMissing is entered only with no statement uploaded, and only a new upload (leaving the state) changes that, so Verify there always takes [isStatementMissing]',
    'uploadFailed --bank.verify--> verifying: action keepDetails dropped':
      'a branch no investor can take: a failed upload follows keepFile, which cleared the uploaded statement, so Verify there always takes [isStatementMissing]',
  },
  'order-entry': {
    'opening --prepareEntry onDone: [isSip] and [isBeforeLumpSumApproval] swap what they do':
      'both branches open the mandate modal with the same action; its text is mandateNotice(action, standing), whichever branch runs it',
  },
};
