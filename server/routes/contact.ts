/**
 * The landing page's contact form (000 §7): GET /message/{'Email | Name | Messagetext | Phone'}.
 * The text is checked with the same rules as the form (domain/contact), stored, and answered
 * with an acknowledgement to the visitor and a copy to support, both through the outbox.
 */
import { contactSchema, normalizeContactDetails, parseContactText } from '../../domain/contact';
import { fieldErrors } from '../../domain/validate';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { validationFailed } from '../contract/api-error';
import type { FieldError } from '../contract/errors';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { createOutbox } from '../partners/outbox';

interface ContactDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'brandName' | 'supportEmail'>;
}

export function contactHandlers({ db, clock, config }: ContactDeps): HandlerMap<'sendContactMessage'> {
  return {
    sendContactMessage: async ({ params }) => {
      const parsed = parseContactText(params.text);
      if (!parsed) {
        throw validationFailed([
          { field: 'text', message: "must have four parts: 'Email | Name | Messagetext | Phone'" },
        ]);
      }
      const errors = Object.entries(fieldErrors(contactSchema, parsed));
      if (errors.length > 0) {
        throw validationFailed(errors.map(([field, message]): FieldError => ({ field, message })));
      }
      const details = normalizeContactDetails(parsed);
      // The message and both e-mails are stored together or not at all.
      await db.transaction(async (tx) => {
        const outbox = createOutbox(tx, clock);
        await tx.insert(contactMessages).values({ ...details, receivedAt: clock.now() });
        await outbox.sendEmail({
          to: details.email,
          subject: `${config.brandName}: we received your message`,
          body: [
            `Hello ${details.name},`,
            '',
            `Thank you for writing to ${config.brandName}. We'll be in touch shortly.`,
            '',
            'Your message:',
            details.message,
            '',
            `${config.brandName} support`,
          ].join('\n'),
        });
        await outbox.sendEmail({
          to: config.supportEmail,
          subject: `Contact form: ${details.name}`,
          body: [
            `Name: ${details.name}`,
            `E-mail: ${details.email}`,
            `Phone: ${details.phone === '' ? 'not given' : details.phone}`,
            '',
            details.message,
          ].join('\n'),
        });
      });
      return { status: 200, body: { status: 'received' } };
    },
  };
}
