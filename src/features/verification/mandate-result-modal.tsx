import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type MandateReturnStatus, maskAccountNumber } from '../../../domain/verification/verification';
import type { mandateResultMachine } from '../../../machines/mandate-result.machine';
import { mandateResultWithCalls } from '../../api/verification';
import { useDialogFocus } from '../../components/dialog-focus';
import {
  type MandateAuthorisationActor,
  MandateRedirectNotice,
  useAuthorisationStage,
} from './mandate-redirect-notice';
import { verificationMessages as text } from './messages';
import { useVerificationEffects } from './use-verification-effects';

export interface MandateReturn {
  status: MandateReturnStatus;
  message: string;
}

/**
 * The mandate result modal (000 §2.7) for the bank's return to /dashboard?status&message. The
 * dashboard hides it when the session ends (closing it here would race the move to Sign In).
 */
export function MandateResultModal({ result, onClose }: { result: MandateReturn; onClose: () => void }) {
  const effects = useVerificationEffects();
  // The result reads the account again: the dashboard and the session follow the bank's decision.
  const machine = useMemo(() => mandateResultWithCalls(effects), [effects]);
  return (
    <Modal opened onClose={onClose} title={text.result.title} centered>
      <MandateResultPanel machine={machine} result={result} onClose={onClose} />
    </Modal>
  );
}

/** What the panel shows, as one string: the panel renders again only when it changes. */
function panelStep(s: SnapshotFrom<typeof mandateResultMachine>) {
  if (s.matches('authorising')) return 'authorising';
  if (s.matches({ result: 'succeeded' })) return 'succeeded';
  return s.matches('result') ? 'failed' : 'working';
}

export function MandateResultPanel({
  machine,
  result,
  onClose,
}: {
  machine: typeof mandateResultMachine;
  result: MandateReturn;
  onClose: () => void;
}) {
  const actor = useActorRef(machine, { input: result });
  const done = useSelector(actor, (s) => s.status === 'done');
  const step = useSelector(actor, panelStep);
  const authorisation = useSelector(actor, (s) => s.children.authorisation as MandateAuthorisationActor | undefined);
  const authorisationStage = useAuthorisationStage(authorisation);
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  // Mounted open by the bank's return, a page load: with no opener, closing focuses the page's h1.
  const stepRef = useDialogFocus({ step: step === 'authorising' ? `authorising.${authorisationStage}` : step });
  return (
    <div ref={stepRef}>
      <ResultStep actor={actor} step={step} authorisation={authorisation} />
    </div>
  );
}

function ResultStep({
  actor,
  step,
  authorisation,
}: {
  actor: ActorRefFrom<typeof mandateResultMachine>;
  step: ReturnType<typeof panelStep>;
  authorisation: MandateAuthorisationActor | undefined;
}) {
  const mandate = useSelector(actor, (s) => s.context.mandate);
  const message = useSelector(actor, (s) => s.context.message);

  if (step === 'authorising') {
    return authorisation ? (
      <MandateRedirectNotice actor={authorisation} onBack={() => actor.send({ type: 'mandate.back' })} />
    ) : null;
  }
  if (step === 'working') {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{text.working}</Text>
      </Group>
    );
  }
  const succeeded = step === 'succeeded';
  return (
    <Stack gap="md">
      <Group gap="sm">
        {succeeded ? (
          <IconCircleCheck size={32} color="var(--mantine-color-green-7)" aria-hidden="true" />
        ) : (
          <IconCircleX size={32} color="var(--mantine-color-red-7)" aria-hidden="true" />
        )}
        <Title order={2} fz="h3">
          {succeeded ? text.result.success : text.result.failed}
        </Title>
      </Group>
      {message && <Text role={succeeded ? 'status' : 'alert'}>{message}</Text>}
      {mandate && (
        <dl style={{ margin: 0 }}>
          <Group gap="xs">
            <Text component="dt" fw={600}>
              {text.result.bank}:
            </Text>
            <Text component="dd" m={0}>
              {mandate.bankName}
            </Text>
          </Group>
          <Group gap="xs">
            <Text component="dt" fw={600}>
              {text.result.account}:
            </Text>
            <Text component="dd" m={0}>
              {maskAccountNumber(mandate.accountNumber)}
            </Text>
          </Group>
        </dl>
      )}
      <Group justify="flex-end">
        {!succeeded && (
          <Button variant="default" onClick={() => actor.send({ type: 'result.retry' })}>
            {text.result.tryAgain}
          </Button>
        )}
        <Button onClick={() => actor.send({ type: 'result.done' })}>{text.result.done}</Button>
      </Group>
    </Stack>
  );
}
