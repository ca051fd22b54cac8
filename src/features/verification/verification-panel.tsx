import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  highlightedSection,
  needsStatementRetry,
  type StepStatus,
  type VerificationSection,
  type VerificationState,
} from '../../../domain/verification/verification';
import type { statementUploadMachine } from '../../../machines/statement-upload.machine';
import type { verificationMachine } from '../../../machines/verification.machine';
import { useDialogFocus } from '../../components/dialog-focus';
import { type CountdownActor, useCountdownSeconds } from './countdown-seconds';
import {
  type MandateAuthorisationActor,
  MandateRedirectNotice,
  useAuthorisationStage,
} from './mandate-redirect-notice';
import { verificationMessages as text } from './messages';
import { StatementUploadForm } from './statement-upload-row';

type VerificationActor = ActorRefFrom<typeof verificationMachine>;

interface VerificationPanelProps {
  machine: typeof verificationMachine;
  /** The statement upload with its calls; `onUploaded` reads the status again. */
  statementMachine: (onUploaded: () => void) => typeof statementUploadMachine;
  /** Opens the ELOG window during the click; false when the browser blocked it. */
  openElogWindow: () => boolean;
  onClose: () => void;
}

const STATUS_COLOUR: Record<StepStatus, string> = { ACTIVE: 'green', FAILED: 'red', IN_PROGRESS: 'yellow' };

/** What the panel shows, as one string: the panel renders again only when it changes. */
function panelStep(s: SnapshotFrom<typeof verificationMachine>) {
  if (s.matches('active') || s.matches('closed')) return 'goodToGo';
  if (s.matches('authorising')) return 'authorising';
  if (s.matches('loading')) return 'loading';
  return s.matches('showing') ? 'showing' : 'working';
}

/** The verification status modal's content (000 §2.7, §4.4); the machine drives every state. */
export function VerificationPanel({ machine, statementMachine, openElogWindow, onClose }: VerificationPanelProps) {
  const actor = useActorRef(machine);
  const done = useSelector(actor, (s) => s.status === 'done');
  const step = useSelector(actor, panelStep);
  const authorisation = useSelector(actor, (s) => s.children.authorisation as MandateAuthorisationActor | undefined);
  const authorisationStage = useAuthorisationStage(authorisation);
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  // Loading, the rows and a refresh are one step to the investor: focus stays where they put it.
  const focusStep =
    step === 'goodToGo' ? step : step === 'authorising' ? `authorising.${authorisationStage}` : 'status';
  const stepRef = useDialogFocus({ step: focusStep });
  return (
    <div ref={stepRef}>
      <PanelStep
        actor={actor}
        step={step}
        authorisation={authorisation}
        statementMachine={statementMachine}
        openElogWindow={openElogWindow}
      />
    </div>
  );
}

function PanelStep({
  actor,
  step,
  authorisation,
  statementMachine,
  openElogWindow,
}: Omit<VerificationPanelProps, 'machine' | 'onClose'> & {
  actor: VerificationActor;
  step: ReturnType<typeof panelStep>;
  authorisation: MandateAuthorisationActor | undefined;
}) {
  const remaining = useCountdownSeconds(useSelector(actor, (s) => s.children.countdown as CountdownActor | undefined));
  const status = useSelector(actor, (s) => s.context.status);
  const message = useSelector(actor, (s) => s.context.message);

  if (step === 'goodToGo') {
    return (
      <Stack gap="md" align="center" ta="center">
        <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <Title order={2} fz="h3">
          {text.goodToGo}
        </Title>
        <Text>{text.goodToGoDetail}</Text>
        <Text role="timer" aria-live="polite" c="dimmed">
          {text.closesIn(remaining)}
        </Text>
        <Button onClick={() => actor.send({ type: 'verification.close' })}>{text.close}</Button>
      </Stack>
    );
  }
  if (step === 'authorising') {
    return authorisation ? (
      <MandateRedirectNotice actor={authorisation} onBack={() => actor.send({ type: 'mandate.back' })} />
    ) : null;
  }
  const busy = step !== 'showing';
  return (
    <Stack gap="md">
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      {status ? (
        <StatusRows
          status={status}
          actor={actor}
          busy={busy}
          openElogWindow={openElogWindow}
          statementMachine={statementMachine}
        />
      ) : (
        step === 'loading' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{text.loading}</Text>
          </Group>
        )
      )}
      <Group justify="space-between">
        {busy ? (
          <Text fz="sm" role="status" c="dimmed">
            {text.working}
          </Text>
        ) : (
          <span />
        )}
        <Group>
          <Button variant="default" onClick={() => actor.send({ type: 'verification.close' })}>
            {text.close}
          </Button>
          {/* Refresh, ELOG and Try Again are disabled while they run, which drops focus: it comes
              back here, the step's own choice (as after Back from the mandate's notice). */}
          <Button
            onClick={() => actor.send({ type: 'verification.refresh' })}
            disabled={busy}
            data-autofocus={busy ? undefined : true}
          >
            {text.refresh}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function StatusRows({
  status,
  actor,
  busy,
  openElogWindow,
  statementMachine,
}: {
  status: VerificationState;
  actor: VerificationActor;
  busy: boolean;
  openElogWindow: () => boolean;
  statementMachine: VerificationPanelProps['statementMachine'];
}) {
  const highlighted = highlightedSection(status);
  // Once the exchange has the cheque the status read next no longer asks for it; the row stays,
  // showing its success, rather than vanishing with it the moment that read lands.
  const [chequeUploaded, setChequeUploaded] = useState(false);
  const uploadMachine = useMemo(
    () =>
      statementMachine(() => {
        setChequeUploaded(true);
        actor.send({ type: 'verification.refresh' });
      }),
    [statementMachine, actor],
  );
  const startElog = () => actor.send({ type: 'elog.start', popupBlocked: !openElogWindow() });
  const registrationActive = status.regStatus === 'ACTIVE';
  return (
    <Stack gap="sm">
      <Row section="registration" step={status.regStatus} highlighted={highlighted} />
      <Row section="mandate" step={status.mandateStatus} highlighted={highlighted}>
        {registrationActive && status.actionButton === 'AUTHORIZE' && status.mandateStatus !== 'ACTIVE' && (
          <Button
            size="xs"
            aria-label={`${text.authorize} ${text.rows.mandate}`}
            disabled={busy}
            onClick={() => actor.send({ type: 'mandate.authorize' })}
          >
            {text.authorize}
          </Button>
        )}
        {registrationActive && status.actionButton === 'RETRY' && (
          <Button
            size="xs"
            aria-label={`${text.tryAgain} ${text.rows.mandate}`}
            disabled={busy}
            onClick={() => actor.send({ type: 'verification.retry' })}
          >
            {text.tryAgain}
          </Button>
        )}
      </Row>
      <Row section="approval" step={status.approvalStatus} highlighted={highlighted}>
        {registrationActive && status.approvalStatus !== 'ACTIVE' && (
          <Button
            size="xs"
            aria-label={`${status.approvalStatus === 'FAILED' ? text.tryAgain : text.authorize} ${text.rows.approval}`}
            disabled={busy}
            onClick={startElog}
          >
            {status.approvalStatus === 'FAILED' ? text.tryAgain : text.authorize}
          </Button>
        )}
      </Row>
      {(needsStatementRetry(status) || chequeUploaded) && (
        <Paper withBorder radius="md" p="sm" component="section" aria-label={text.rows.statement}>
          <Stack gap={6}>
            <Text fw={600}>{text.rows.statement}</Text>
            <Text fz="sm" c="dimmed">
              {text.rowHints.statement}
            </Text>
            <StatementUploadForm machine={uploadMachine} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function Row({
  section,
  step,
  highlighted,
  children,
}: {
  section: VerificationSection;
  step: StepStatus;
  highlighted: VerificationSection | null;
  children?: React.ReactNode;
}) {
  const isHighlighted = highlighted === section;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-label={text.rows[section]}
      aria-current={isHighlighted ? 'step' : undefined}
      data-highlighted={isHighlighted || undefined}
      style={isHighlighted ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{text.rows[section]}</Text>
            {isHighlighted && (
              <Text fz="xs" c="blue.8" fw={600}>
                {text.needsAttention}
              </Text>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {text.rowHints[section]}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color={STATUS_COLOUR[step]} variant="light" c={step === 'IN_PROGRESS' ? 'dark.7' : undefined}>
            {text.stepStatus[step] ?? step}
          </Badge>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
