/**
 * The landing page's Contact Us form (000 §1, §5): the visitor fills name, e-mail,
 * phone and message; Send checks the rules and sends, or shows 'please provide valid
 * details'. After a successful send the form stays disabled and a toast thanks them.
 */
import { assign, fromPromise, setup } from 'xstate';
import { areValidContactDetails, type ContactDetails, type ContactField } from '../domain/contact';

interface ContactFormContext {
  details: ContactDetails;
}

type ContactFormEvent = { type: 'field.changed'; field: ContactField; value: string } | { type: 'send' };

const emptyDetails: ContactDetails = { name: '', email: '', phone: '', message: '' };

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    sendContactMessage: fromPromise<void, ContactDetails>(async () => {
      throw new Error('sendContactMessage not provided');
    }),
  },
  actions: {
    recordField: assign({
      details: ({ context, event }) =>
        event.type === 'field.changed' ? { ...context.details, [event.field]: event.value } : context.details,
    }),
    /** The thank-you toast; the app supplies the notification system. */
    announceSent: () => {},
  },
  guards: {
    hasValidDetails: ({ context }) => areValidContactDetails(context.details),
  },
}).createMachine({
  id: 'contactForm',
  description: "The landing page's Contact Us form: name, e-mail, phone and message are checked, then sent once.",
  context: { details: emptyDetails },
  initial: 'editing',
  states: {
    editing: {
      meta: { description: 'The visitor fills in the form; no message is shown.', spec: '000 §1' },
      on: {
        'field.changed': { actions: 'recordField' },
        send: [{ guard: 'hasValidDetails', target: 'sending' }, { target: 'invalid' }],
      },
    },
    invalid: {
      meta: {
        description: "Send was pressed with details that break a rule: 'please provide valid details' is shown.",
        spec: '000 §5',
      },
      on: {
        // The message stays while the visitor corrects the fields, until the next Send.
        'field.changed': { actions: 'recordField' },
        send: [{ guard: 'hasValidDetails', target: 'sending' }, { target: 'invalid' }],
      },
    },
    sending: {
      meta: { description: 'The message is on its way; fields and button are disabled.', spec: '000 §1' },
      invoke: {
        src: 'sendContactMessage',
        input: ({ context }) => context.details,
        onDone: { target: 'sent' },
        onError: { target: 'failed' },
      },
    },
    sent: {
      type: 'final',
      meta: {
        description:
          "Sent: fields and button stay disabled and the toast 'Great Choice! We'll be in touch shortly' shows.",
        spec: '000 §5',
      },
      entry: 'announceSent',
    },
    failed: {
      meta: {
        description: 'The message could not be sent: an error says so and Send tries again.',
        spec: '000 §8',
      },
      on: {
        'field.changed': { actions: 'recordField' },
        send: [{ guard: 'hasValidDetails', target: 'sending' }, { target: 'invalid' }],
      },
    },
  },
});
