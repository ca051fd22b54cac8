import { Alert, Button, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { SIP_CANCEL_REASONS } from '../../../domain/plans/cancel-reasons';
import {
  type CancelReason,
  needsReason,
  PLAN_CHANGE_FAILED,
  type PlanSummary,
  type planChangeMachine,
} from '../../../machines/plan-change.machine';
import { TRANSACTION_FAILED_DEFAULT } from '../../../machines/shared/flow-otp';
import { serverMessageOr } from '../../../machines/shared/server-message';
import { CodeEntry } from '../../components/code-entry';
import { useDialogFocus } from '../../components/dialog-focus';
import { formatRupees, orderReference } from '../../lib/format';
import { maskEmailKeepingDomain } from '../../lib/mask-email';
import { planChangeMessages as text } from './messages';

type PlanChangeActor = ActorRefFrom<typeof planChangeMachine>;

/**
 * The skip/cancel modal (001 §2.16, §4.5) with a static backdrop: a click outside does not close
 * it. Each stage is drawn from the plan-change machine's state.
 */
export function PlanChangeModal({ actor }: { actor: PlanChangeActor }) {
  const opened = useSelector(actor, (s) => !s.matches('closed'));
  const plan = useSelector(actor, (s) => s.context.plan);
  const transaction = useSelector(actor, (s) => s.context.transaction);
  const stepRef = useDialogFocus({ step: useSelector(actor, stageOf), opened });
  return (
    <Modal
      opened={opened}
      onClose={() => actor.send({ type: 'dialog.close' })}
      title={plan ? text.title(plan.type, transaction) : ''}
      centered
      size="md"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': text.closeLabel }}
    >
      <div ref={stepRef}>{plan && <Stage actor={actor} plan={plan} />}</div>
    </Modal>
  );
}

/** The stage on show, as one string. */
function stageOf(s: SnapshotFrom<PlanChangeActor>) {
  if (s.matches({ open: 'validation' })) return 'validation';
  if (s.matches({ open: 'succeeded' })) return 'succeeded';
  return s.matches({ open: 'failed' }) ? 'failed' : 'confirming';
}

function Stage({ actor, plan }: { actor: PlanChangeActor; plan: PlanSummary }) {
  const stage = useSelector(actor, stageOf);
  switch (stage) {
    case 'confirming':
      return <ConfirmStage actor={actor} plan={plan} />;
    case 'validation':
      return <ValidationStage actor={actor} />;
    case 'succeeded':
      return <SuccessStage actor={actor} plan={plan} />;
    case 'failed':
      return <FailureStage actor={actor} />;
  }
}

/** The plan the change is for: its scheme (an STP's both) and amount. */
function PlanDetails({ plan }: { plan: PlanSummary }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{plan.schemeName}</Text>
      {plan.toSchemeName !== null && <Text fw={600}>→ {plan.toSchemeName}</Text>}
      <Text fz="sm" c="dimmed">
        {formatRupees(plan.amount)}
      </Text>
    </Stack>
  );
}

/** 001 §2.16 the confirm stage: the question (or a SIP cancel's reasons) and Skip or Proceed. */
function ConfirmStage({ actor, plan }: { actor: PlanChangeActor; plan: PlanSummary }) {
  const transaction = useSelector(actor, (s) => s.context.transaction);
  const reason = useSelector(actor, (s) => s.context.reason);
  const withReason = useSelector(actor, (s) => needsReason(s.context));
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const requesting = useSelector(actor, (s) => s.matches({ open: 'requesting' }));
  const question =
    transaction === 'PAUSE' ? text.skipQuestion : withReason ? text.sipCancelQuestion : text.cancelQuestion(plan.type);
  return (
    <form
      noValidate
      aria-label={question}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'change.submit' });
      }}
    >
      <Stack gap="md">
        <PlanDetails plan={plan} />
        {withReason ? (
          <Radio.Group
            label={question}
            value={reason ?? ''}
            onChange={(value) => actor.send({ type: 'reason.changed', reason: value as CancelReason })}
            error={submitted && reason === null ? text.reasonRequired : undefined}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {SIP_CANCEL_REASONS.map((option) => (
                <Radio
                  key={option.code}
                  value={option.code}
                  label={option.label}
                  disabled={requesting}
                  // The step opens on its field, the chosen reason or the first, not the close button.
                  data-autofocus={option.code === (reason ?? SIP_CANCEL_REASONS[0].code) || undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text fw={500}>{question}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'dialog.close' })} disabled={requesting}>
            {text.close}
          </Button>
          {/* The theme darkens the filled red until white text on it passes AA (theme.ts). */}
          <Button type="submit" loading={requesting} color={transaction === 'CANCEL' ? 'red' : undefined}>
            {transaction === 'PAUSE' ? text.skip : text.proceed}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 001 §2.16 validation: the shared code entry with Resend and Back; a wrong code's message while attempts remain. */
function ValidationStage({ actor }: { actor: PlanChangeActor }) {
  const email = useSelector(actor, (s) => s.context.email);
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  return (
    <CodeEntry
      actor={codeEntry}
      formLabel={text.codeForm}
      lead={
        <Text>
          {text.codePrompt} <strong>{maskEmailKeepingDomain(email)}</strong>
        </Text>
      }
      inputType="password"
      autoFocus
      renderFailure={(error) => (
        <Alert color="red" variant="light" role="alert">
          {serverMessageOr(error, PLAN_CHANGE_FAILED)}
        </Alert>
      )}
      renderResendFailure={(error) => (
        <Alert color="red" variant="light" role="alert">
          {serverMessageOr(error, TRANSACTION_FAILED_DEFAULT)}
        </Alert>
      )}
      actions={
        <Button variant="default" onClick={() => actor.send({ type: 'step.previous' })}>
          {text.back}
        </Button>
      }
    />
  );
}

/** 001 §2.16 success: '{type} Skipped' or '{type} Cancelled', the plan, the message and 'OS-{orderId}'. */
function SuccessStage({ actor, plan }: { actor: PlanChangeActor; plan: PlanSummary }) {
  const transaction = useSelector(actor, (s) => s.context.transaction);
  const orderId = useSelector(actor, (s) => s.context.orderId);
  const skipped = transaction === 'PAUSE';
  return (
    <Stack gap="md" align="center" py="sm">
      <IconCircleCheck size={48} color="var(--mantine-color-green-9)" aria-hidden="true" />
      <Title order={2} fz="h3">
        {skipped ? text.skipped(plan.type) : text.cancelled(plan.type)}
      </Title>
      <PlanDetails plan={plan} />
      <Text ta="center">{skipped ? text.skippedBody : text.cancelledBody(plan.type)}</Text>
      {orderId !== null && (
        <Text fz="sm">
          {text.reference}: <strong>{orderReference(orderId)}</strong>
        </Text>
      )}
      <Button data-autofocus onClick={() => actor.send({ type: 'dialog.close' })}>
        {text.done}
      </Button>
    </Stack>
  );
}

/** 001 §2.16, §8: 'failed !' and the message. */
function FailureStage({ actor }: { actor: PlanChangeActor }) {
  const message = useSelector(actor, (s) => s.context.failure ?? text.changeFailed);
  return (
    <Stack gap="md" align="center" py="sm">
      <IconCircleX size={48} color="var(--mantine-color-red-9)" aria-hidden="true" />
      <Title order={2} fz="h3">
        {text.failedHeading}
      </Title>
      <Alert color="red" variant="light" role="alert" w="100%">
        {message}
      </Alert>
      <Button data-autofocus variant="default" onClick={() => actor.send({ type: 'dialog.close' })}>
        {text.close}
      </Button>
    </Stack>
  );
}
