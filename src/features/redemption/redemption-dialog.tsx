import { Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { RedemptionHolding } from '../../../domain/redemption';
import { redemptionMachine } from '../../../machines/redemption.machine';
import { orderListKeys } from '../../api/order-status';
import { portfolioKeys } from '../../api/portfolio';
import { redemptionActors } from '../../api/redemption';
import { inspect } from '../../app/inspector';
import { useCloseOnSessionEnd } from '../../app/session/session-context';
import { useDialogFocus } from '../../components/dialog-focus';
import { DetailsStep } from './details-step';
import { FolioStep } from './folio-step';
import { redemptionMessages as text } from './messages';
import { OtpStep } from './otp-step';
import type { RedemptionActor } from './redemption-actor';
import { ErrorPanel, SuccessPanel } from './result-panels';

type RedemptionActors = ReturnType<typeof redemptionActors>;

export interface RedemptionDialogProps {
  fundId: string;
  schemeName: string;
  /** The investor's holdings of the fund, one per folio (at least one). */
  holdings: readonly RedemptionHolding[];
  /** The folio the page asked for, chosen up front when it can be. */
  folio: string | null;
  /** The investor's e-mail; the OTP step shows it masked. */
  email: string;
  onClose: () => void;
  /** The calls the machine makes; tests hand in ones they settle. */
  createActors?: () => RedemptionActors;
}

/**
 * The redemption dialog (001 §2.13): one machine per opening, so every opening starts on FOLIO
 * with redeem-all on and the units cleared (001 §4.3). A confirmed redemption refreshes the
 * holdings and Order Status.
 */
export function RedemptionDialog({
  fundId,
  schemeName,
  holdings,
  folio,
  email,
  onClose,
  createActors = redemptionActors,
}: RedemptionDialogProps) {
  const queryClient = useQueryClient();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [machine] = useState(() =>
    redemptionMachine.provide({
      actors: createActors(),
      actions: { closeDialog: () => onCloseRef.current() },
    }),
  );
  const actor = useActorRef(machine, { input: { fundId, schemeName, holdings, folio, email }, inspect });
  const succeeded = useSelector(actor, (s) => s.matches('success'));
  useEffect(() => {
    if (!succeeded) return;
    void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    void queryClient.invalidateQueries({ queryKey: orderListKeys.all });
  }, [succeeded, queryClient]);

  const close = () => actor.send({ type: 'dialog.close' });
  useCloseOnSessionEnd(close);
  const step = useSelector(actor, (s) => (s.matches('placing') ? 'details' : String(s.value)));
  const stepRef = useDialogFocus({ step });

  return (
    <Modal
      opened
      onClose={close}
      title={text.title(schemeName)}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': text.close }}
      // Scheme names are long: the title wraps over two or three lines on a phone.
      styles={{ title: { fontWeight: 600, lineHeight: 1.35 } }}
    >
      <div ref={stepRef}>
        <RedemptionStep actor={actor} />
      </div>
    </Modal>
  );
}

const STEPS = ['folio', 'details', 'otp'] as const;

/** Where the investor is: FOLIO, DETAILS, OTP (001 §2.13). */
function StepTrail({ current }: { current: (typeof STEPS)[number] }) {
  return (
    <Text
      component="ol"
      size="xs"
      c="dimmed"
      mb="sm"
      aria-label={text.trail}
      style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0 }}
    >
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          <Text
            span
            size="xs"
            fw={step === current ? 700 : 400}
            c={step === current ? 'var(--mantine-color-text)' : 'dimmed'}
          >
            {text.steps[step]}
          </Text>
        </li>
      ))}
    </Text>
  );
}

function RedemptionStep({ actor }: { actor: RedemptionActor }) {
  const step = useSelector(actor, (s) => s.value);
  switch (step) {
    case 'folio':
      return (
        <>
          <StepTrail current="folio" />
          <FolioStep actor={actor} />
        </>
      );
    case 'details':
    case 'placing':
      return (
        <>
          <StepTrail current="details" />
          <DetailsStep actor={actor} />
        </>
      );
    case 'otp':
      return (
        <>
          <StepTrail current="otp" />
          <OtpStep actor={actor} />
        </>
      );
    case 'success':
      return <SuccessPanel actor={actor} />;
    case 'error':
      return <ErrorPanel actor={actor} />;
  }
}
