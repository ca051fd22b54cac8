import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { CONTACT_MAX_LENGTH, type ContactField, invalidContactFields } from '../../../domain/contact';
import { contactFormMachine } from '../../../machines/contact-form.machine';
import { sendContactMessageActor } from '../../api/contact';
import { inspect } from '../../app/inspector';
import { contactMessages } from './messages';

const appContactFormMachine = contactFormMachine.provide({ actors: { sendContactMessage: sendContactMessageActor } });

interface ContactFormProps {
  /** The machine with its send call; tests hand in one whose call they settle themselves. */
  machine?: typeof contactFormMachine;
}

export function ContactForm({ machine: providedMachine = appContactFormMachine }: ContactFormProps) {
  const [machine] = useState(() =>
    providedMachine.provide({
      actions: {
        announceSent: () => {
          notifications.show({ message: contactMessages.sentToast, color: 'green' });
        },
      },
    }),
  );
  const actorRef = useActorRef(machine, { inspect });
  const details = useSelector(actorRef, (snapshot) => snapshot.context.details);
  const status = useSelector(actorRef, (snapshot) => snapshot.value);

  const locked = status === 'sending' || status === 'sent';
  const flagged = status === 'invalid' ? new Set(invalidContactFields(details)) : new Set<ContactField>();
  const fieldProps = (field: ContactField) => ({
    value: details[field],
    maxLength: CONTACT_MAX_LENGTH[field],
    disabled: locked,
    error: flagged.has(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      actorRef.send({ type: 'field.changed', field, value: event.currentTarget.value }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actorRef.send({ type: 'send' });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={contactMessages.formLabel}>
      <Stack gap="md">
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <TextInput label={contactMessages.name} withAsterisk autoComplete="name" miw={200} {...fieldProps('name')} />
          <TextInput
            label={contactMessages.email}
            withAsterisk
            type="email"
            autoComplete="email"
            miw={200}
            {...fieldProps('email')}
          />
        </Group>
        <TextInput
          label={contactMessages.phone}
          description={contactMessages.phoneDescription}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...fieldProps('phone')}
        />
        <Textarea label={contactMessages.message} withAsterisk rows={5} resize="vertical" {...fieldProps('message')} />
        {status === 'invalid' && (
          <Text c="red.8" fw={600} role="alert">
            {contactMessages.invalid}
          </Text>
        )}
        {status === 'failed' && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {contactMessages.failed}
          </Alert>
        )}
        {status === 'sent' && (
          <Text c="var(--sanchay-success-text)" fw={600} role="status">
            {contactMessages.sent}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={status === 'sending'} disabled={status === 'sent'}>
            {contactMessages.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
