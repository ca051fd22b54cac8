/**
 * /deleteaccount (001 §2.17, §4.6): the page shell hides the navbar here, so Go Back is the
 * way out. Deletion runs in the delete-account machine; this screen supplies what the machine
 * leaves to the app: the failure toast, and clearing everything (the session's logout then goes to Sign In).
 */
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { deleteAccountMachine } from '../../../machines/delete-account.machine';
import { deleteAccountActor } from '../../api/account';
import { inspect } from '../../app/inspector';
import { useSessionActions, useSessionStore } from '../../app/session/session-context';
import { AnchorLink } from '../../components/links';
import { deleteAccountMessages as text } from './messages';

const appDeleteAccountMachine = deleteAccountMachine.provide({ actors: { deleteAccount: deleteAccountActor } });

interface DeleteAccountScreenProps {
  /** The machine with its delete call; tests hand in one whose call they settle themselves. */
  machine?: typeof deleteAccountMachine;
}

export function DeleteAccountScreen({ machine: providedMachine = appDeleteAccountMachine }: DeleteAccountScreenProps) {
  const queryClient = useQueryClient();
  const store = useSessionStore();
  const session = useSessionActions();
  const [machine] = useState(() =>
    providedMachine.provide({
      actions: {
        announceFailure: (_, { failure }) => {
          notifications.show({ color: 'red', message: failure.message ?? text.failed });
        },
        clearEverything: () => {
          queryClient.clear();
          store.clear();
          window.localStorage.clear();
          // Ends the session actor too, so no guard or navbar still sees a signed-in user; its
          // logout takes the browser to Sign In.
          session.logout();
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  const busy = useSelector(actor, (snapshot) => snapshot.matches('deleting'));
  const done = useSelector(actor, (snapshot) => snapshot.matches('deleted') || snapshot.matches('signedOut'));

  return (
    <Container size="sm" py={48}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <AnchorLink to="/" fz="sm">
            {text.goBack}
          </AnchorLink>
          <Title order={1}>{text.title}</Title>
          <Text fw={600}>{text.sorry}</Text>
          <Alert variant="light" color="red" icon={<IconAlertTriangle aria-hidden="true" />}>
            {text.permanentRemoval}
          </Alert>
          {done ? (
            <Alert role="status" variant="light" color="green" icon={<IconCircleCheck aria-hidden="true" />}>
              <Text fw={600}>{text.deleted}</Text>
              <Text fz="sm">{text.leaving}</Text>
            </Alert>
          ) : (
            <Button color="red.9" disabled={busy} onClick={() => actor.send({ type: 'delete.requested' })}>
              {busy ? text.busy : text.button}
            </Button>
          )}
          <Text fz="sm">
            {text.supportLead} <Anchor href={`mailto:${text.supportEmail}`}>{text.supportEmail}</Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
