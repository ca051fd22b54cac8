import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { resetSandboxMutationOptions } from '../../api/sandbox';
import { sandboxMessages } from './messages';
import { ChangeFailure } from './notices';
import { Panel } from './panel';
import { formatWireKolkata } from './sandbox-time';

const text = sandboxMessages.reset;

export function ResetPanel() {
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(resetSandboxMutationOptions());

  const close = () => {
    if (!reset.isPending) setConfirming(false);
  };

  return (
    <Panel title={text.heading} intro={text.intro}>
      <Group>
        <Button
          color="red"
          variant="outline"
          onClick={() => {
            reset.reset();
            setConfirming(true);
          }}
        >
          {text.button}
        </Button>
      </Group>
      {reset.isSuccess && (
        <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
          {text.done(formatWireKolkata(reset.data.seededAt))}
        </Alert>
      )}
      <Modal opened={confirming} onClose={close} title={text.modalTitle} centered>
        <Stack gap="md">
          <Text>{text.warning}</Text>
          {reset.isError && <ChangeFailure title={text.failed} error={reset.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={reset.isPending}>
              {text.cancel}
            </Button>
            <Button
              color="red"
              loading={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
}
