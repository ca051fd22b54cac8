import type { ActorRefFrom } from 'xstate';
import type { bankAccountMachine } from '../../../../machines/onboarding/bank-account.machine';

/** The Bank step's actor, read by the screen and its statement-password modal. */
export type BankAccountActor = ActorRefFrom<typeof bankAccountMachine>;
