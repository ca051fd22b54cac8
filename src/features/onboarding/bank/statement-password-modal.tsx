/**
 * The password prompt of a protected statement (001 §4.2, §8 code 8009; 000 §5): it stays open
 * while the upload is retried with the password; Submit is disabled while the password is empty
 * or an upload is running.
 */
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { StepFailureNotice } from '../components/onboarding-page';
import type { BankAccountActor } from './bank-account-actor';
import { bankMessages as text } from './messages';

export function StatementPasswordModal({ actor }: { actor: BankAccountActor }) {
  const asking = useSelector(actor, (s) => s.matches('passwordRequired'));
  const retrying = useSelector(actor, (s) => s.matches('uploading') && s.context.protectedFile);
  // A wrong password is answered with 8009 too; the server says so in its own words.
  const serverMessage = useSelector(actor, (s) =>
    s.matches('passwordRequired') && s.context.uploadFailure?.message !== text.passwordProtected
      ? (s.context.uploadFailure?.message ?? null)
      : null,
  );
  const [password, setPassword] = useState('');
  const opened = asking || retrying;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || retrying) return;
    actor.send({ type: 'statement.passwordSubmitted', password });
    setPassword('');
  };

  return (
    <Modal
      opened={opened}
      onClose={() => actor.send({ type: 'statement.passwordCancelled' })}
      closeOnClickOutside={!retrying}
      closeOnEscape={!retrying}
      withCloseButton={!retrying}
      title={text.passwordTitle}
      centered
    >
      <form noValidate onSubmit={submit} aria-label={text.passwordTitle}>
        <Stack gap="md">
          <StepFailureNotice title={text.passwordTitle}>
            {text.passwordProtected}
            {serverMessage && <Text fz="sm">{serverMessage}</Text>}
          </StepFailureNotice>
          <PasswordInput
            label={text.password}
            withAsterisk
            autoComplete="off"
            value={password}
            disabled={retrying}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={retrying}
              onClick={() => actor.send({ type: 'statement.passwordCancelled' })}
            >
              {text.cancel}
            </Button>
            <Button type="submit" loading={retrying} disabled={password === '' || retrying}>
              {text.passwordSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
