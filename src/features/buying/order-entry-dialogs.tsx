import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { orderEntryMessages as text } from './order-entry-messages';
import { OrderDialogs, type OrderEntryActor } from './use-order-entry';

/**
 * What BUY and SIP opened, as the order-entry machine holds it: 'Loading chunk failed' with Try
 * again when the order dialogs' code could not be downloaded (drawn here, in the fund page's own
 * code, since the dialogs' is what failed), else the order or mandate modal and, once net
 * banking has opened the bank's page, the notice that stays on the page.
 */
export function OrderEntryDialogs({ actor }: { actor: OrderEntryActor }) {
  const failed = useSelector(actor, (s) => s.matches('loadFailed'));
  const opened = useSelector(actor, (s) => s.matches('orderModal') || s.matches('mandateModal'));
  const scheme = useSelector(actor, (s) => s.context.scheme);
  const dialog = useSelector(actor, (s) => s.context.dialog);
  const bankOrderId = useSelector(actor, (s) => (s.matches({ ready: 'bankPayment' }) ? s.context.bankOrderId : null));
  return (
    <>
      <Modal opened={failed} onClose={() => actor.send({ type: 'entry.close' })} title={text.loadFailedTitle} centered>
        <Stack gap="md">
          <Text>{text.loadFailedBody}</Text>
          <Group justify="flex-end">
            <Button variant="subtle" onClick={() => window.location.reload()}>
              {text.reload}
            </Button>
            <Button variant="default" onClick={() => actor.send({ type: 'entry.close' })}>
              {text.close}
            </Button>
            <Button onClick={() => actor.send({ type: 'entry.retry' })}>{text.tryAgain}</Button>
          </Group>
        </Stack>
      </Modal>
      {scheme && dialog && (
        <Suspense fallback={null}>
          <OrderDialogs
            scheme={scheme}
            dialog={dialog}
            opened={opened}
            onClose={() => actor.send({ type: 'entry.close' })}
            onBankPageOpened={(orderId) => actor.send({ type: 'bank.pageOpened', orderId })}
            bankOrderId={bankOrderId}
            onDismissNotice={() => actor.send({ type: 'notice.dismiss' })}
          />
        </Suspense>
      )}
    </>
  );
}
