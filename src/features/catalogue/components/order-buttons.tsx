import { Button, Group } from '@mantine/core';
import { Suspense } from 'react';
import type { OrderScheme } from '../../../../machines/order.machine';
import { OrderDialogs, useOrderEntry } from '../../buying';
import { orderMessages } from '../messages';

interface OrderButtonsProps {
  scheme: OrderScheme;
  /** purchaseAllowed is Y. */
  canBuy: boolean;
  /** sipFlag is Y (and, on the details page, the SIP rules have a status). */
  canSip: boolean;
}

/** BUY and SIP, each only when the scheme allows it (000 §2.4, §2.5), and what they open (000 §6). */
export function OrderButtons({ scheme, canBuy, canSip }: OrderButtonsProps) {
  const { enter, pending, current, close } = useOrderEntry();
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
      {current && (
        <Suspense fallback={null}>
          <OrderDialogs scheme={current.scheme} dialog={current.dialog} opened={current.opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
