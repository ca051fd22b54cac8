/** The contact form's send call, handed to the contact-form machine as its actor. */
import { fromPromise } from 'xstate';
import { type ContactDetails, toContactText } from '../../domain/contact';
import { rootApi, unwrap } from './client';

export async function sendContactMessage(details: ContactDetails, signal?: AbortSignal): Promise<void> {
  // openapi-fetch URL-encodes the path parameter, so the text goes in as written.
  unwrap(await rootApi.GET('/message/{text}', { params: { path: { text: toContactText(details) } }, signal }));
}

export const sendContactMessageActor = fromPromise<void, ContactDetails>(({ input, signal }) =>
  sendContactMessage(input, signal),
);
