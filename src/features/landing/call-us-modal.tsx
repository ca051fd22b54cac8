import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { config } from '../../app/config';
import { landingMessages } from './messages';
import { telHref } from './tel-href';

const { callUsModal } = landingMessages;

/** The call-us modal (000 §1): the support number, a tel: link and Close. */
export function CallUsModal({
  opened,
  onClose,
  onClosed,
}: {
  opened: boolean;
  onClose: () => void;
  /** After the closing transition: where the caller puts focus back. */
  onClosed: () => void;
}) {
  const phone = config.brand.supportPhone;
  return (
    // The modal is loaded on demand and first mounts already open, which Mantine's own focus
    // return does not see; the caller returns focus instead.
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title={callUsModal.title}
      centered
    >
      <Stack gap="md">
        <Text>{callUsModal.body}</Text>
        <Text fz="xl" fw={700}>
          {phone}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {callUsModal.close}
          </Button>
          <Button component="a" href={telHref(phone)} leftSection={<IconPhone size={18} aria-hidden="true" />}>
            {callUsModal.callAction(phone)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
