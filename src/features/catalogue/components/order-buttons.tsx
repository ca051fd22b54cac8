import { Button, Group } from '@mantine/core';
import { orderMessages } from '../messages';
import { useOrderEntry } from '../use-order-entry';

export interface OrderButtonsProps {
  fundId: string;
  schemeName: string;
  /** purchaseAllowed is Y. */
  canBuy: boolean;
  /** sipFlag is Y (and, on the details page, the SIP rules have a status). */
  canSip: boolean;
}

/** BUY and SIP, each only when the scheme allows it (000 §2.4, §2.5). */
export function OrderButtons({ fundId, schemeName, canBuy, canSip }: OrderButtonsProps) {
  const enterOrder = useOrderEntry();
  if (!canBuy && !canSip) return null;
  return (
    <Group gap="sm">
      {canSip && (
        <Button
          variant="outline"
          aria-label={orderMessages.sipLabel(schemeName)}
          onClick={() => enterOrder('SIP', fundId)}
        >
          {orderMessages.sip}
        </Button>
      )}
      {canBuy && (
        <Button aria-label={orderMessages.buyLabel(schemeName)} onClick={() => enterOrder('BUY', fundId)}>
          {orderMessages.buy}
        </Button>
      )}
    </Group>
  );
}
