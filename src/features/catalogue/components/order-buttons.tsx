import { Button, Group } from '@mantine/core';
import type { OrderScheme } from '../../../../machines/order.machine';
import { OrderEntryDialogs, useOrderEntry } from '../../buying';
import { orderMessages } from '../messages';

interface OrderButtonsProps {
  scheme: OrderScheme;
  /** purchaseAllowed is Y. */
  canBuy: boolean;
  /** sipFlag is Y (and, on the details page, the SIP rules have a status). */
  canSip: boolean;
  /** The order-entry machine with its reads; tests hand in one whose reads they settle. */
  entryMachine?: Parameters<typeof useOrderEntry>[0];
}

/** BUY and SIP, each only when the scheme allows it (000 §2.4, §2.5), and what they open (000 §6). */
export function OrderButtons({ scheme, canBuy, canSip, entryMachine }: OrderButtonsProps) {
  const { enter, pending, actor } = useOrderEntry(entryMachine);
  if (!canBuy && !canSip) return null;
  return (
    <Group gap="sm">
      {canSip && (
        <Button
          variant="outline"
          aria-label={orderMessages.sipLabel(scheme.schemeName)}
          loading={pending === 'SIP'}
          onClick={() => enter('SIP', scheme)}
        >
          {orderMessages.sip}
        </Button>
      )}
      {canBuy && (
        <Button
          aria-label={orderMessages.buyLabel(scheme.schemeName)}
          loading={pending === 'BUY'}
          onClick={() => enter('BUY', scheme)}
        >
          {orderMessages.buy}
        </Button>
      )}
      <OrderEntryDialogs actor={actor} />
    </Group>
  );
}
