// @vitest-environment happy-dom
/**
 * Every path of the contact-form machine, driven through the rendered form: executors type
 * into the real fields and press the real Send button, the send call is settled by the test,
 * and each state is checked by what the visitor sees.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { contactFormMachine } from '../../machines/contact-form.machine';
import { theme } from '../../src/app/theme';
import { ContactForm, contactMessages } from '../../src/features/contact';
import { createDeferredActors, describeModelPaths } from '../support/model';

const VALID = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  message: 'Please call me about SIPs.',
};

const form = () => screen.getByRole('form', { name: 'Contact Us' });
const field = (label: 'Name' | 'Email' | 'Phone' | 'Message') => within(form()).getByLabelText(new RegExp(`^${label}`));
const sendButton = () => within(form()).getByRole('button', { name: contactMessages.send });
const fields = () => (['Name', 'Email', 'Phone', 'Message'] as const).map(field);

async function replace(user: UserEvent, label: Parameters<typeof field>[0], value: string) {
  await user.clear(field(label));
  if (value !== '') await user.type(field(label), value);
}

function expectEditable() {
  for (const input of fields()) expect(input).toBeEnabled();
  expect(sendButton()).toBeEnabled();
}

describeModelPaths({
  name: 'contact-form',
  machine: contactFormMachine,
  setup: () => {
    act(() => notifications.clean());
    const user = userEvent.setup();
    const deferred = createDeferredActors(contactFormMachine, ['sendContactMessage']);
    render(
      <MantineProvider theme={theme}>
        <Notifications />
        <ContactForm machine={contactFormMachine.provide({ actors: deferred.actors })} />
      </MantineProvider>,
    );
    return { user, deferred };
  },
  states: {
    editing: () => {
      expectEditable();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(contactMessages.invalid)).not.toBeInTheDocument();
    },
    invalid: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(contactMessages.invalid);
      expectEditable();
    },
    sending: async ({ deferred }) => {
      for (const input of fields()) expect(input).toBeDisabled();
      expect(sendButton()).toBeDisabled();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect((await deferred.next('sendContactMessage')).input).toEqual(VALID);
    },
    sent: async () => {
      expect(await screen.findByText(contactMessages.sentToast)).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(contactMessages.sent);
      for (const input of fields()) expect(input).toBeDisabled();
      expect(sendButton()).toBeDisabled();
      expect(field('Name')).toHaveValue(VALID.name);
    },
    failed: async () => {
      expect(await screen.findByRole('alert')).toHaveTextContent(contactMessages.failed);
      expect(screen.queryByText(contactMessages.sentToast)).not.toBeInTheDocument();
      expectEditable();
    },
  },
  events: {
    'field.changed': ({ user }) => replace(user, 'Message', 'A question about NFOs'),
    send: async ({ user }, step) => {
      if (step.case === 'hasValidDetails') {
        await replace(user, 'Name', VALID.name);
        await replace(user, 'Email', VALID.email);
        await replace(user, 'Phone', VALID.phone);
        await replace(user, 'Message', VALID.message);
      } else {
        // Looks complete, but the phone has 9 digits.
        await replace(user, 'Name', VALID.name);
        await replace(user, 'Email', VALID.email);
        await replace(user, 'Phone', '987654321');
        await replace(user, 'Message', VALID.message);
      }
      await user.click(sendButton());
    },
    'done.sendContactMessage': ({ deferred }) => act(() => deferred.resolve('sendContactMessage', undefined)),
    'error.sendContactMessage': ({ deferred }) =>
      act(() => deferred.reject('sendContactMessage', new Error('network down'))),
  },
});
