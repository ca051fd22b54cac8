/**
 * The external portfolio import in the dashboard modal (000 §2.7, §4.5): one modal whose
 * content follows machines/external-portfolio.machine.ts — the PAN modal's three steps, 'No
 * Funds Purchased', the partial-data notice and 'Get Your Portfolio' with its 15-second retry.
 * Closing at any step ends the flow; the parent unmounts it, so it starts afresh next time.
 */
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { externalPanRuleMessages } from '../../../domain/external-portfolio';
import { type externalPortfolioMachine, externalPortfolioMessages } from '../../../machines/external-portfolio.machine';
import type { countdownMachine } from '../../../machines/shared/countdown.machine';
import { OtpEntry } from '../../components/code-entry';
import { useDialogFocus } from '../../components/dialog-focus';
import type { ResendCountdownActor } from '../../components/resend-countdown';
import { formatDayMonthYear } from '../../lib/format';
import { externalPortfolioTexts as text } from './messages';
import { PanForm } from './pan-form';

interface ExternalPortfolioFlowProps {
  /** The machine with its actors provided. */
  machine: typeof externalPortfolioMachine;
  reloadFlag: boolean;
  supportPhone: string;
  /** The portfolio was fetched: the caller sets the reload flag and shows the portfolio. */
  onFetched: () => void;
  onClose: () => void;
}

type FlowActor = ReturnType<typeof useActorRef<typeof externalPortfolioMachine>>;
type FlowSnapshot = SnapshotFrom<typeof externalPortfolioMachine>;
type CountdownActor = ActorRefFrom<typeof countdownMachine>;

/** The modal's title for the step on show. */
function flowTitle(s: FlowSnapshot) {
  if (s.matches('noFunds')) return text.noFundsTitle;
  if (s.matches('partialNotice')) return text.partialTitle;
  if (s.matches('confirm') || s.matches('fetching') || s.matches('fetchFailed')) return text.confirmTitle;
  return text.panTitle;
}

/** The body's step, as one string: the body renders again only when it changes. */
function bodyStep(s: FlowSnapshot) {
  for (const step of ['pan', 'review', 'requestingOtp', 'otp', 'noFunds', 'partialNotice'] as const) {
    if (s.matches(step)) return step;
  }
  return 'confirm';
}

export function ExternalPortfolioFlow({
  machine,
  reloadFlag,
  supportPhone,
  onFetched,
  onClose,
}: ExternalPortfolioFlowProps) {
  const actor = useActorRef(machine, { input: { reloadFlag } });
  const fetched = useSelector(actor, (s) => s.matches('fetched'));
  const closed = useSelector(actor, (s) => s.matches('closed'));
  const title = useSelector(actor, flowTitle);
  useEffect(() => {
    if (fetched) onFetched();
    else if (closed) onClose();
  }, [fetched, closed, onFetched, onClose]);

  // Requesting the OTP keeps the review on screen: focus stays on it.
  const step = useSelector(actor, (s) => (s.matches('requestingOtp') ? 'review' : bodyStep(s)));
  const stepRef = useDialogFocus({ step });

  const close = () => actor.send({ type: 'flow.closed' });
  if (fetched || closed) return null;
  return (
    <Modal opened onClose={close} title={title} centered size="md">
      <div ref={stepRef}>
        <FlowBody actor={actor} supportPhone={supportPhone} onClose={close} />
      </div>
    </Modal>
  );
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  ) : null;
}

function FlowBody({ actor, supportPhone, onClose }: { actor: FlowActor; supportPhone: string; onClose: () => void }) {
  const step = useSelector(actor, bodyStep);
  const pan = useSelector(actor, (s) => s.context.pan);
  const dob = useSelector(actor, (s) => s.context.dob);
  const failure = useSelector(actor, (s) => s.context.failure);

  if (step === 'pan') {
    return (
      <PanForm initial={{ pan, dob }} onSubmit={(p, d) => actor.send({ type: 'pan.submitted', pan: p, dob: d })} />
    );
  }
  if (step === 'review' || step === 'requestingOtp') {
    return (
      <Stack gap="md">
        <Text fw={600}>{text.reviewHeading}</Text>
        <Failure message={failure} />
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{text.pan}</Table.Th>
              <Table.Td>{pan}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{text.dob}</Table.Th>
              <Table.Td>{formatDayMonthYear(dob) ?? dob}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'review.back' })}
            disabled={step === 'requestingOtp'}
          >
            {text.back}
          </Button>
          <Button onClick={() => actor.send({ type: 'otp.requested' })} loading={step === 'requestingOtp'}>
            {text.getOtp}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (step === 'otp') return <OtpStep actor={actor} />;
  if (step === 'noFunds') {
    return (
      <Stack gap="md">
        <Text>{text.noFundsBody(supportPhone)}</Text>
        <Button onClick={onClose}>{text.close}</Button>
      </Stack>
    );
  }
  if (step === 'partialNotice') {
    return (
      <Stack gap="md">
        <Text>{text.partialBody}</Text>
        <Button onClick={() => actor.send({ type: 'notice.acknowledged' })}>{text.ok}</Button>
      </Stack>
    );
  }
  return <ConfirmStep actor={actor} />;
}

function OtpStep({ actor }: { actor: FlowActor }) {
  const failure = useSelector(actor, (s) => s.context.failure);
  const invalid = useSelector(actor, (s) => s.context.otpInvalid);
  const verifying = useSelector(actor, (s) => s.matches({ otp: 'verifying' }));
  const resend = useSelector(actor, (s) => s.children.resend as ResendCountdownActor | undefined);
  return (
    <Stack gap="md">
      <Text fw={600}>{text.otpHeading}</Text>
      <Text fz="sm">{text.otpSentTo}</Text>
      <CodeField actor={actor} failure={failure} invalid={invalid} verifying={verifying} resend={resend} />
    </Stack>
  );
}

function CodeField({
  actor,
  failure,
  invalid,
  verifying,
  resend,
}: {
  actor: FlowActor;
  failure: string | null;
  invalid: boolean;
  verifying: boolean;
  resend: ResendCountdownActor | undefined;
}) {
  const [code, setCode] = useState('');
  return (
    <OtpEntry
      formLabel={text.otpForm}
      code={code}
      incomplete={invalid}
      invalidMessage={externalPanRuleMessages.otp}
      verifying={verifying}
      inputType="text"
      resend={resend}
      failure={<Failure message={failure} />}
      onChange={(value) => setCode(value.replace(/\D/g, ''))}
      onSubmit={() => actor.send({ type: 'otp.submitted', code })}
    />
  );
}

function ConfirmStep({ actor }: { actor: FlowActor }) {
  const fetching = useSelector(actor, (s) => s.matches('fetching'));
  const failed = useSelector(actor, (s) => s.matches('fetchFailed'));
  const waiting = useSelector(actor, (s) => s.matches({ fetchFailed: 'waiting' }));
  const countdown = useSelector(actor, (s) => s.children.retryCountdown as CountdownActor | undefined);
  const secondsLeft = useSelector(countdown, (s) => s?.context.secondsLeft ?? 0);
  return (
    <Stack gap="md">
      {failed ? <Failure message={externalPortfolioMessages.fetchFailed} /> : <Text>{text.confirmBody}</Text>}
      <Button onClick={() => actor.send({ type: 'portfolio.requested' })} loading={fetching} disabled={waiting}>
        {waiting ? text.retryIn(secondsLeft) : failed ? text.tryAgain : text.fetch}
      </Button>
    </Stack>
  );
}
