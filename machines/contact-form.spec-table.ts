/**
 * The landing page's Contact Us form as 000 §1, §5 and §7 give it (the oracle the machine and its
 * suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const contactFormSpecTable: SpecTable = {
  machine: 'contactForm',
  rows: [
    ['editing', 'field.changed', null, '000 §1, §5', 'a Contact Us form: name, email, phone and message'],
    [
      'editing',
      'send[hasValidDetails]',
      'sending',
      '000 §5, §7',
      "GET under /message/ with the text 'Email | Name | Messagetext | Phone'",
    ],
    ['editing', 'send[else]', 'invalid', '000 §5', "otherwise 'please provide valid details'"],
    [
      'invalid',
      'field.changed',
      null,
      'beyond spec',
      'the visitor corrects the fields; the message stays until the next Send',
    ],
    [
      'invalid',
      'send[hasValidDetails]',
      'sending',
      '000 §5, §7',
      "GET under /message/ with the text 'Email | Name | Messagetext | Phone'",
    ],
    ['invalid', 'send[else]', 'invalid', '000 §5', "otherwise 'please provide valid details'"],
    [
      'sending',
      'done.sendContactMessage',
      'sent',
      '000 §1, §5',
      "after a successful send the fields and button are disabled; toast 'Great Choice! We'll be in touch shortly'",
    ],
    [
      'sending',
      'error.sendContactMessage',
      'failed',
      'beyond spec',
      'a message that did not go says so, rather than a thank-you for nothing (the spec reads no response)',
    ],
    ['failed', 'field.changed', null, 'beyond spec', 'after a failed send the fields stay editable'],
    ['failed', 'send[hasValidDetails]', 'sending', 'beyond spec', 'Send tries again after a failed send'],
    ['failed', 'send[else]', 'invalid', '000 §5', "otherwise 'please provide valid details'"],
  ],
};
