import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type OrderScheme, type OrderType, orderMachine } from '../../../machines/order.machine';
import { type BankWindowActions, orderActors } from '../../api/buying';
import { orderListKeys } from '../../api/order-status';
import { inspect } from '../../app/inspector';
import { useCloseOnSessionEnd } from '../../app/session/session-context';
import { useDialogFocus } from '../../components/dialog-focus';
import { AmountForm } from './amount-form';
import { type BankWindow, openBankWindow } from './bank-window';
import { orderModalMessages, orderTitles } from './messages';
import type { NetBankingActor, OrderActor, UpiPaymentActor } from './order-actor';
import { OtpStep } from './otp-step';
import { NetBankingPanel, PaymentChoice, UpiDialog } from './payment-steps';
import { FailurePanel, PaidPanel, SipRegisteredPanel } from './result-panels';

type OrderActors = ReturnType<typeof orderActors>;

interface OrderModalProps {
  type: OrderType;
  scheme: OrderScheme;
  /** The investor's e-mail; the OTP step shows it masked. */
  email: string;
  mandateId: string | null;
  /** Today on the app's clock (the sandbox clock in sandbox builds). */
  today: Date;
  opened: boolean;
  onClose: () => void;
  /** Net banking opened the bank's page; the modal closes next, and the page says where the payment goes on. */
  onBankPageOpened?: (orderId: number) => void;
  /** The calls the machines make; tests hand in ones they settle. */
  createActors?: (bankWindow: BankWindowActions) => OrderActors;
  /** Opens the net-banking window on the user's click; tests hand in a fake. */
  openWindow?: () => BankWindow;
}

/**
 * The order modal (000 §2.6), titled One-Time or SIP: one order machine per scheme, kept while
 * the page lives, so closing resets it and reopening with the other type starts over. When net
 * banking has opened the bank's page it says so (`onBankPageOpened`): the page then keeps a
 * notice (the order-entry machine's).
 */
export function OrderModal({
  type,
  scheme,
  email,
  mandateId,
  today,
  opened,
  onClose,
  onBankPageOpened,
  createActors = orderActors,
  openWindow = openBankWindow,
}: OrderModalProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const onBankPageOpenedRef = useRef(onBankPageOpened);
  onBankPageOpenedRef.current = onBankPageOpened;
  const bankWindow = useRef<BankWindow | null>(null);

  const [machine] = useState(() =>
    orderMachine.provide({
      actors: createActors({
        openBankPage: (html) => bankWindow.current?.show(html),
        discardBankWindow: () => bankWindow.current?.discard(),
      }),
      actions: {
        closeModal: () => {
          // An order may have been placed or paid: Order Status must not show an older page.
          void queryClient.invalidateQueries({ queryKey: orderListKeys.all });
          onCloseRef.current();
        },
        goToOrderStatus: () => {
          void navigate({ to: '/orderstatus' });
        },
        bankPageOpened: (_, { orderId }) => onBankPageOpenedRef.current?.(orderId),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { type, scheme, email, today, mandateId }, inspect });

  const shownType = useSelector(actor, (s) => s.context.type);
  useEffect(() => {
    if (type !== actor.getSnapshot().context.type) actor.send({ type: 'orderType.changed', orderType: type, scheme });
  }, [actor, type, scheme]);

  const close = () => {
    // A bank window opened for a payment that is being abandoned would stay empty.
    if (actor.getSnapshot().matches('netBanking')) bankWindow.current?.discard();
    actor.send({ type: 'dialog.close' });
  };
  useCloseOnSessionEnd(close);
  // Placing keeps the amount form on screen: focus stays where the investor left it.
  const step = useSelector(actor, (s) => (s.matches('placing') ? 'amountForm' : String(s.value)));
  const stepRef = useDialogFocus({ step, opened });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={orderTitles[shownType]}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': orderModalMessages.closeOrder }}
    >
      <div ref={stepRef}>
        <OrderStep
          actor={actor}
          onNetBanking={() => {
            bankWindow.current = openWindow();
          }}
        />
      </div>
    </Modal>
  );
}

function OrderStep({ actor, onNetBanking }: { actor: OrderActor; onNetBanking: () => void }) {
  const step = useSelector(actor, (s) => s.value);
  const upi = useSelector(actor, (s) => s.children.upi as UpiPaymentActor | undefined);
  const netBanking = useSelector(actor, (s) => s.children.netBanking as NetBankingActor | undefined);
  const amount = useSelector(actor, (s) => s.context.amount);
  switch (step) {
    case 'amountForm':
    case 'placing':
      return <AmountForm actor={actor} />;
    case 'otpEntry':
      return <OtpStep actor={actor} />;
    case 'failure':
      return <FailurePanel actor={actor} />;
    case 'paymentChoice':
      return <PaymentChoice actor={actor} onNetBanking={onNetBanking} />;
    case 'upi':
      return upi ? <UpiDialog upi={upi} amount={amount} onClose={() => actor.send({ type: 'dialog.close' })} /> : null;
    case 'netBanking':
      return netBanking ? <NetBankingPanel netBanking={netBanking} actor={actor} /> : null;
    case 'sipRegistered':
      return <SipRegisteredPanel actor={actor} />;
    case 'paid':
      return <PaidPanel actor={actor} />;
  }
}
