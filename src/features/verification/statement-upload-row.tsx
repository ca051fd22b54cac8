import { Alert, Button, FileInput, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
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
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const exchanging = useSelector(actor, (s) => s.matches('exchanging'));
  const askingPassword = useSelector(actor, (s) => s.matches('password'));
  const done = useSelector(actor, (s) => s.matches('done'));
  const password = useSelector(actor, (s) => s.context.password);
  const message = useSelector(actor, (s) => s.context.message);
  const busy = uploading || exchanging;
  return (
    <Stack gap="xs">
      {!done && (
        <FileInput
          label={text.statementFile}
          accept="application/pdf"
          // Beyond the spec (issue 29): an empty FileInput looks like a text field; the icon and
          // the prompt say a file is chosen here.
          placeholder={text.statementChoose}
          leftSection={<IconFileUpload size={18} aria-hidden="true" />}
          disabled={busy}
          clearable={false}
          onChange={(file) => file && actor.send({ type: 'file.chosen', file })}
        />
      )}
      {askingPassword && (
        <Group align="flex-end" wrap="nowrap">
          <PasswordInput
            label={text.statementPassword}
            value={password}
            onChange={(event) => actor.send({ type: 'password.changed', value: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button onClick={() => actor.send({ type: 'password.submit' })} disabled={password === ''}>
            {text.submit}
          </Button>
        </Group>
      )}
      {busy && (
        <Text fz="sm" role="status">
          {uploading ? text.uploading : text.uploadingToExchange}
        </Text>
      )}
      {message &&
        (done ? (
          <Alert color="green" role="status">
            {message}
          </Alert>
        ) : (
          <Alert color={askingPassword ? 'yellow' : 'red'} role="alert">
            {message}
          </Alert>
        ))}
    </Stack>
  );
}
