import { Button, Group, type MantineColor, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { isCancelDisabled, isSkipDisabled, offersSkip } from '../../../machines/plan-change.machine';
import { StatusBadge } from '../../components/status-badge';
import { formatRupees, formatSlashDate } from '../../lib/format';
import { myInvestmentsMessages as text } from './messages';
import { dueSoonDays, type PlanView, planStatusBadge, type StatusTone, shownDueDate } from './plan-view';

const TONE_COLOURS: Record<StatusTone, MantineColor> = {
  active: 'green',
  pending: 'orange',
  cancelling: 'red',
  skipped: 'sanchayBlue',
  ended: 'gray',
  other: 'gray',
};

/** 001 §4.5 the status badge, its word as written ('Cancelling'). */
function PlanStatusBadge({ status }: { status: string }) {
  const { label, tone } = planStatusBadge(status);
  return <StatusBadge label={label} color={TONE_COLOURS[tone]} />;
}

function SchemeName({ name, loading, label }: { name: string; loading: boolean; label?: string }) {
  // An aria-label on a plain box is not read (axe aria-prohibited-attr): the placeholder says it in text.
  if (loading)
    return (
      <>
        <Skeleton height={20} width="70%" aria-hidden="true" />
        <VisuallyHidden>{text.loadingScheme}</VisuallyHidden>
      </>
    );
  return (
    <Text fw={600} component="p" m={0}>
      {label && (
        <Text span c="dimmed" fw={500} mr={6}>
          {label}
        </Text>
      )}
      {name}
    </Text>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** Beyond the spec (issue 15): the next instalment with the step-up applied, and the step-up. */
function StepUpFields({ view }: { view: PlanView }) {
  const { stepUp } = view;
  if (stepUp === null) return null;
  const cap = formatRupees(stepUp.cap);
  const rise =
    stepUp.type === 'AMOUNT'
      ? text.stepUpAmount(formatRupees(stepUp.value), cap)
      : text.stepUpPercentage(stepUp.value.replace(/\.00$/, ''), cap);
  const from = view.nextStepUpDate ? formatSlashDate(view.nextStepUpDate) : null;
  return (
    <>
      {view.nextAmount !== null && <Field label={text.nextInstalment}>{formatRupees(view.nextAmount)}</Field>}
      <Field label={text.stepUp}>
        {rise}
        {from && (
          <Text span fz="xs" c="dimmed" display="block">
            {text.stepUpFrom(from)}
          </Text>
        )}
      </Field>
    </>
  );
}

interface PlanCardProps {
  view: PlanView;
  /** Today on the app's clock, for 'Due in N days.'. */
  today: Date;
  onSkip: () => void;
  onCancel: () => void;
}

/**
 * One plan (001 §2.16): the scheme (an STP's 'From:' and 'To:'), the amount, the due date while
 * ACTIVE, the badge and 'Due in N days.'; Skip (SIP tab, schemes that allow pausing) and Cancel,
 * disabled as 001 §4.5 says. A daily STP says what it moves and until when (issue 26).
 */
export function PlanCard({ view, today, onSkip, onCancel }: PlanCardProps) {
  const { summary } = view;
  const due = shownDueDate(view);
  const soon = dueSoonDays(view, today);
  const name = summary.toSchemeName === null ? summary.schemeName : `${summary.schemeName} → ${summary.toSchemeName}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={view.loading ? undefined : name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            {summary.toSchemeName === null ? (
              <SchemeName name={summary.schemeName} loading={view.loading} />
            ) : (
              <>
                <SchemeName name={summary.schemeName} loading={view.loading} label={text.from} />
                <SchemeName name={summary.toSchemeName} loading={view.loading} label={text.to} />
              </>
            )}
          </Stack>
          <PlanStatusBadge status={summary.status} />
        </Group>
        <Group gap="xl" wrap="wrap" align="flex-start">
          <Field label={text.amount}>
            {view.openEnded ? text.perInstalment(formatRupees(summary.amount)) : formatRupees(summary.amount)}
          </Field>
          {due && <Field label={text.dueDate}>{formatSlashDate(due)}</Field>}
          {summary.type === 'SIP' && <StepUpFields view={view} />}
        </Group>
        {view.openEnded && (
          <Text fz="sm" c="dimmed">
            {text.dailyStp}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <Text fz="sm" fw={600}>
            {soon !== null && text.dueIn(soon)}
          </Text>
          <Group gap="xs" role="group" aria-label={text.actionsLabel(name)}>
            {offersSkip(summary) && (
              <Button size="xs" variant="light" disabled={isSkipDisabled(summary)} onClick={onSkip}>
                {text.skip}
              </Button>
            )}
            <Button size="xs" variant="light" color="red" disabled={isCancelDisabled(summary)} onClick={onCancel}>
              {text.cancel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
