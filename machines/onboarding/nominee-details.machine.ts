/**
 * Nominee Details (001 §2.9, §3 Nominee, §5 Nominee, §8, §9): up to three nominees, each with
 * name, relationship, ID (PAN differing from the holder's, or the last 4 Aadhar digits),
 * contact, address (optionally the primary holder's), date of birth (a minor needs a guardian
 * name and PAN) and a whole-number share; shares total exactly 100. The field and list rules are
 * the shared domain rules (`domain/onboarding/nominees.ts`), which the server applies again.
 *
 * Proceed with every rule met sends the nominees without a code (POST /users/nominee), which
 * e-mails the code; the app's `sendNomineeCode` also keeps them in session storage
 * (`nomineeData`) for the Two Factor step, and the step ends with them as its output. Coming
 * back from Two Factor, the step starts from those kept nominees rather than an empty form.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import {
  canAddNominee,
  canDeleteNominee,
  NOMINEE_COUNTRY,
  type NomineeContext,
  nomineeErrors,
  nomineeListError,
  remainingShare,
} from '../../domain/onboarding/nominees';
import { type StepFailure, toStepFailure } from './step-failure';

export interface NomineeDetailsInput {
  /** The primary holder's PAN: a nominee's PAN must differ (001 §5). */
  holderPan: string;
  /** The holder's tax status: INDIVIDUAL nominees need 6-digit pincodes (001 §5). */
  taxStatus: string;
  today: Date;
}

/** One nominee as the form holds it: text as typed, dob 'yyyy-MM-dd' or ''. */
export interface NomineeDraft {
  /** Stable identity for the screen (list keys, touched fields) across deletions. */
  key: string;
  name: string;
  relationship: string;
  idType: string;
  idNumber: string;
  email: string;
  mobile: string;
  /** The address is the primary holder's (fetched) and locked while ticked. */
  sameAsPrimary: boolean;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  pincode: string;
  country: string;
  percentage: string;
  dob: string;
  guardianName: string;
  guardianPan: string;
}

/** The fields a user edits directly (the same-as-primary tick has events of its own). */
export type NomineeTextField = Exclude<keyof NomineeDraft, 'key' | 'sameAsPrimary'>;

/** The primary holder's address as the app reads it (GET /users/primaryAddress). */
export interface PrimaryAddress {
  address1: string;
  address2: string | null;
  address3: string | null;
  city: string;
  pincode: string;
}

interface NomineeDetailsOutput {
  nominees: NomineeDraft[];
}

interface NomineeDetailsContext extends NomineeContext {
  nominees: NomineeDraft[];
  /** Counts nominees ever added, for their keys. */
  added: number;
  /** Proceed was pressed with a rule broken: every field's message is shown from then on. */
  showErrors: boolean;
  /** Why the last Add was refused (001 §5 add messages). */
  addMessage: string | null;
  /** The nominee whose primary-holder address is being fetched, or whose fetch failed. */
  addressFor: string | null;
  addressFailed: boolean;
  failure: StepFailure | null;
}

export type NomineeDetailsEvent =
  | { type: 'nominee.changed'; key: string; field: NomineeTextField; value: string }
  | { type: 'nominee.add' }
  | { type: 'nominee.remove'; key: string }
  | { type: 'sameAddress.checked'; key: string }
  | { type: 'sameAddress.cleared'; key: string }
  | { type: 'nominees.submit' }
  | { type: 'step.previous' };

/** Fields kept upper-case as typed: PANs (001 §5 "automatically upper-cased"). */
const PAN_FIELDS: ReadonlySet<NomineeTextField> = new Set(['guardianPan']);

export function emptyNominee(key: string, percentage: number): NomineeDraft {
  return {
    key,
    name: '',
    relationship: '',
    idType: '',
    idNumber: '',
    email: '',
    mobile: '',
    sameAsPrimary: false,
    address1: '',
    address2: '',
    address3: '',
    city: '',
    pincode: '',
    country: NOMINEE_COUNTRY,
    percentage: String(percentage),
    dob: '',
    guardianName: '',
    guardianPan: '',
  };
}

/** What a typed value becomes: PANs upper-cased; a new ID type clears the old number. */
export function applyChange(nominee: NomineeDraft, field: NomineeTextField, value: string): NomineeDraft {
  const upper = PAN_FIELDS.has(field) || (field === 'idNumber' && nominee.idType === 'PAN');
  const next = { ...nominee, [field]: upper ? value.toUpperCase() : value };
  if (field === 'idType' && value !== nominee.idType) next.idNumber = '';
  return next;
}

/** Every field rule and list rule holds (001 §5 Nominee). */
function areNomineesValid(context: Pick<NomineeDetailsContext, keyof NomineeContext | 'nominees'>): boolean {
  return (
    nomineeListError(context.nominees) === null &&
    context.nominees.every((nominee) => Object.keys(nomineeErrors(nominee, context)).length === 0)
  );
}

const meta = (description: string, spec = '001 §2.9') => ({ description, spec });

export const nomineeDetailsMachine = setup({
  types: {
    context: {} as NomineeDetailsContext,
    events: {} as NomineeDetailsEvent,
    input: {} as NomineeDetailsInput,
    output: {} as NomineeDetailsOutput,
  },
  actors: {
    // The nominees kept in session storage by an earlier Proceed; none when there are none.
    restoreNominees: fromPromise<NomineeDraft[]>(async () => {
      throw new Error('restoreNominees not provided');
    }),
    fetchPrimaryAddress: fromPromise<PrimaryAddress>(async () => {
      throw new Error('fetchPrimaryAddress not provided');
    }),
    // Sends the nominees without a code (the server e-mails one) and keeps them in session storage.
    sendNomineeCode: fromPromise<void, { nominees: readonly NomineeDraft[]; today: Date }>(async () => {
      throw new Error('sendNomineeCode not provided');
    }),
  },
  guards: {
    canAdd: ({ context }) => canAddNominee(context.nominees, { today: context.today }).ok,
    canDelete: ({ context }) => canDeleteNominee(context.nominees),
    areNomineesValid: ({ context }) => areNomineesValid(context),
  },
  actions: {
    restore: assign({
      nominees: ({ context }, params: { nominees: NomineeDraft[] }) =>
        params.nominees.length > 0
          ? params.nominees.map((nominee, index) => ({ ...nominee, key: `nominee-${index + 1}` }))
          : context.nominees,
      added: ({ context }, params: { nominees: NomineeDraft[] }) => Math.max(context.added, params.nominees.length),
    }),
    change: assign({
      nominees: ({ context }, params: { key: string; field: NomineeTextField; value: string }) =>
        context.nominees.map((nominee) =>
          nominee.key === params.key ? applyChange(nominee, params.field, params.value) : nominee,
        ),
    }),
    add: assign({
      nominees: ({ context }) => [
        ...context.nominees,
        emptyNominee(`nominee-${context.added + 1}`, remainingShare(context.nominees)),
      ],
      added: ({ context }) => context.added + 1,
      addMessage: null,
    }),
    refuseAdd: assign({
      addMessage: ({ context }) => {
        const verdict = canAddNominee(context.nominees, { today: context.today });
        return verdict.ok ? null : verdict.message;
      },
    }),
    remove: assign({
      nominees: ({ context }, params: { key: string }) => context.nominees.filter((n) => n.key !== params.key),
      addMessage: null,
    }),
    startAddressFetch: assign({
      addressFor: (_, params: { key: string }) => params.key,
      addressFailed: false,
    }),
    fillAddress: assign({
      nominees: ({ context }, params: { address: PrimaryAddress }) =>
        context.nominees.map((nominee) =>
          nominee.key === context.addressFor
            ? {
                ...nominee,
                sameAsPrimary: true,
                address1: params.address.address1,
                address2: params.address.address2 ?? '',
                address3: params.address.address3 ?? '',
                city: params.address.city,
                pincode: params.address.pincode,
                country: NOMINEE_COUNTRY,
              }
            : nominee,
        ),
      addressFor: null,
    }),
    // 001 §8 "Failed to fetch primary holder address. (the same-as-primary tick is cleared)"
    markAddressFailed: assign({ addressFailed: true }),
    clearSameAddress: assign({
      nominees: ({ context }, params: { key: string }) =>
        context.nominees.map((nominee) =>
          nominee.key === params.key ? { ...nominee, sameAsPrimary: false } : nominee,
        ),
      addressFor: null,
      addressFailed: false,
    }),
    showErrors: assign({ showErrors: true }),
    // The onboarding parent decides where Previous goes (Additional Info, 001 §2.8).
    goBack: sendParent({ type: 'step.previous' }),
    clearFailure: assign({ failure: null }),
    storeFailure: assign({ failure: (_, params: { error: unknown }) => toStepFailure(params.error) }),
  },
}).createMachine({
  id: 'nomineeDetails',
  description: "Onboarding's Nominee Details step: up to three nominees whose shares add up to 100.",
  context: ({ input }) => ({
    holderPan: input.holderPan,
    taxStatus: input.taxStatus,
    today: input.today,
    nominees: [emptyNominee('nominee-1', remainingShare([]))],
    added: 1,
    showErrors: false,
    addMessage: null,
    addressFor: null,
    addressFailed: false,
    failure: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      meta: meta('Nominees kept by an earlier Proceed are read back, so returning from Two Factor keeps them.'),
      invoke: {
        src: 'restoreNominees',
        onDone: {
          target: 'editing',
          actions: { type: 'restore', params: ({ event }) => ({ nominees: event.output }) },
        },
        // Nothing readable was kept: the form starts empty.
        onError: { target: 'editing' },
      },
    },
    editing: {
      meta: meta('The nominee forms with Add, Delete and Proceed.', '001 §5'),
      on: {
        'nominee.changed': {
          actions: {
            type: 'change',
            params: ({ event }) => ({ key: event.key, field: event.field, value: event.value }),
          },
        },
        'nominee.add': [{ guard: 'canAdd', actions: 'add' }, { actions: 'refuseAdd' }],
        'nominee.remove': {
          guard: 'canDelete',
          actions: { type: 'remove', params: ({ event }) => ({ key: event.key }) },
        },
        'sameAddress.checked': {
          target: 'fetchingAddress',
          actions: { type: 'startAddressFetch', params: ({ event }) => ({ key: event.key }) },
        },
        'sameAddress.cleared': {
          actions: { type: 'clearSameAddress', params: ({ event }) => ({ key: event.key }) },
        },
        'nominees.submit': [{ guard: 'areNomineesValid', target: 'sendingCode' }, { actions: 'showErrors' }],
        'step.previous': { actions: 'goBack' },
      },
    },
    fetchingAddress: {
      meta: meta("The primary holder's address is being fetched (GET /users/primaryAddress).", '001 §7'),
      invoke: {
        src: 'fetchPrimaryAddress',
        onDone: {
          target: 'editing',
          actions: { type: 'fillAddress', params: ({ event }) => ({ address: event.output }) },
        },
        onError: { target: 'editing', actions: 'markAddressFailed' },
      },
    },
    sendingCode: {
      meta: meta('The nominees are sent without a code; the server e-mails the code.', '001 §2.9, §7'),
      entry: 'clearFailure',
      invoke: {
        src: 'sendNomineeCode',
        input: ({ context }) => ({ nominees: context.nominees, today: context.today }),
        onDone: { target: 'codeSent' },
        onError: {
          target: 'editing',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    codeSent: {
      type: 'final',
      meta: meta('The code is on its way and the nominees are kept: the user goes on to /two-factor-otp.'),
    },
  },
  output: ({ context }) => ({ nominees: context.nominees }),
});
