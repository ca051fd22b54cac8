import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MandateNotice } from '../../../domain/order-entry';
import { useCloseOnSessionEnd } from '../../app/session/session-context';
import { useDialogFocus } from '../../components/dialog-focus';
import { AnchorLink } from '../../components/links';
import { mandateModalMessages as text } from './messages';

/**
 * 'Order Placement failed !' (000 §2.6, §6, §8): why the order cannot be placed yet. When the
 * mandate is not approved, 'Click here to activate your autopay' opens the Dashboard with its
 * verification modal.
 */
export function MandateModal({
  notice,
  opened,
  onClose,
}: {
  notice: MandateNotice;
  opened: boolean;
  onClose: () => void;
}) {
  useCloseOnSessionEnd(onClose);
  // Mounted open on the first click: Mantine's own return of focus never learns BUY or SIP.
  const stepRef = useDialogFocus({ step: notice, opened });
  return (
    <Modal opened={opened} onClose={onClose} title={text.title} centered>
      <Stack gap="md" ref={stepRef}>
        {notice === 'mandateNotApproved' ? (
          <Text>
            {text.notApprovedBefore}
            <AnchorLink to="/dashboard" search={{ openModal: true }} fw={600} onClick={onClose}>
              {text.notApprovedLink}
            </AnchorLink>
            {text.notApprovedAfter}
          </Text>
        ) : (
          <Text>{notice === 'approvalPending' ? text.approvalPending : text.lumpSumNotReady}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.close}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
