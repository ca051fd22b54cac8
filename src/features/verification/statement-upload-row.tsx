import { Alert, Button, FileInput, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { statementUploadMachine } from '../../../machines/statement-upload.machine';
import { verificationMessages as text } from './messages';

/**
 * The Statement Upload row's form (000 §4.4, §5): the PDF, then its password when the server
 * asks (Submit disabled while the password is empty or an upload runs), then the upload to the
 * exchange.
 */
export function StatementUploadForm({ machine }: { machine: typeof statementUploadMachine }) {
  const actor = useActorRef(machine);
  const state = useSelector(actor, (s) => s);
  const busy = state.matches('uploading') || state.matches('exchanging');
  const done = state.matches('done');
  return (
    <Stack gap="xs">
      {!done && (
        <FileInput
          label={text.statementFile}
          accept="application/pdf"
          disabled={busy}
          clearable={false}
          onChange={(file) => file && actor.send({ type: 'file.chosen', file })}
        />
      )}
      {state.matches('password') && (
        <Group align="flex-end" wrap="nowrap">
          <PasswordInput
            label={text.statementPassword}
            value={state.context.password}
            onChange={(event) => actor.send({ type: 'password.changed', value: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button onClick={() => actor.send({ type: 'password.submit' })} disabled={state.context.password === ''}>
            {text.submit}
          </Button>
        </Group>
      )}
      {busy && (
        <Text fz="sm" role="status">
          {state.matches('uploading') ? text.uploading : text.uploadingToExchange}
        </Text>
      )}
      {state.context.message &&
        (done ? (
          <Alert color="green" role="status">
            {state.context.message}
          </Alert>
        ) : (
          <Alert color={state.matches('password') ? 'yellow' : 'red'} role="alert">
            {state.context.message}
          </Alert>
        ))}
    </Stack>
  );
}
