/**
 * /nomineedetails (001 §2.9, §5 Nominee): up to three nominee forms with Add, Delete and
 * Proceed, drawn from the Nominee Details step actor. A field's message shows once the field
 * was left or Proceed was pressed; the list rules (total, duplicates, dates) show after Proceed,
 * and an exceeded total shows at once.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { type FormEvent, memo, useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  canDeleteNominee,
  isMinor,
  MAX_NOMINEES,
  type NomineeContext,
  nomineeErrors,
  nomineeListError,
  TOTAL_EXCEEDED_MESSAGE,
  TOTAL_SHARE,
  totalShare,
} from '../../../../domain/onboarding/nominees';
import type { NomineeTextField, nomineeDetailsMachine } from '../../../../machines/onboarding/nominee-details.machine';
import { failureText } from '../../../../machines/onboarding/step-failure';
import { OnboardingPage, OnboardingStepLoading, StepFailureNotice } from '../components/onboarding-page';
import { nomineeMessages as text } from './messages';
import { NomineeCard } from './nominee-card';

type NomineeDetailsActor = ActorRefFrom<typeof nomineeDetailsMachine>;

export function NomineeDetailsScreen({ actor }: { actor: NomineeDetailsActor }) {
  // Narrow selections: typing in one nominee re-renders that nominee's card, not the page.
  const keys = useSelector(actor, (s) => s.context.nominees.map((n) => n.key), sameKeys);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const addMessage = useSelector(actor, (s) => s.context.addMessage);
  const addressFor = useSelector(actor, (s) => s.context.addressFor);
  const addressFailed = useSelector(actor, (s) => s.context.addressFailed);
  const fetching = useSelector(actor, (s) => s.matches('fetchingAddress'));
  const sending = useSelector(actor, (s) => s.matches('sendingCode') || s.status === 'done');
  const total = useSelector(actor, (s) => totalShare(s.context.nominees));
  const deletable = useSelector(actor, (s) => canDeleteNominee(s.context.nominees));
  const listError = useSelector(actor, (s) =>
    s.context.showErrors
      ? nomineeListError(s.context.nominees)
      : totalShare(s.context.nominees) > TOTAL_SHARE
        ? TOTAL_EXCEEDED_MESSAGE
        : null,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = useCallback(
    (key: string, field: NomineeTextField) =>
      setTouched((before) => (before.has(`${key}.${field}`) ? before : new Set(before).add(`${key}.${field}`))),
    [],
  );

  const restoring = useSelector(actor, (s) => s.matches('restoring'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'nominees.submit' });
  };

  if (restoring) return <OnboardingStepLoading label={text.restoring} />;

  return (
    <OnboardingPage title={text.title} intro={text.intro}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="lg">
          {failure && (
            <StepFailureNotice title={text.sendFailedTitle}>{failureText(failure, text.sendFailed)}</StepFailureNotice>
          )}
          {keys.map((key, index) => (
            <ConnectedNomineeCard
              key={key}
              actor={actor}
              nomineeKey={key}
              position={index + 1}
              deletable={deletable}
              showErrors={showErrors}
              touched={touched}
              onTouched={touch}
              fetchingAddress={fetching && addressFor === key}
              addressFailed={addressFailed && addressFor === key}
              disabled={sending}
            />
          ))}

          <Text fw={600} data-testid="nominee-total">
            {text.total(total)}
          </Text>
          {listError && (
            <Alert color="red" role="alert" title={text.listProblemTitle}>
              {listError}
            </Alert>
          )}
          {addMessage && (
            <Alert color="yellow" role="status">
              {addMessage}
            </Alert>
          )}

          <Group justify="space-between">
            <Button variant="default" disabled={sending} onClick={() => actor.send({ type: 'step.previous' })}>
              {text.previous}
            </Button>
            <Button
              variant="outline"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              disabled={sending || fetching || keys.length >= MAX_NOMINEES}
              onClick={() => actor.send({ type: 'nominee.add' })}
            >
              {text.add}
            </Button>
            <Button type="submit" loading={sending} disabled={fetching}>
              {text.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </OnboardingPage>
  );
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

interface ConnectedNomineeCardProps {
  actor: NomineeDetailsActor;
  nomineeKey: string;
  position: number;
  deletable: boolean;
  showErrors: boolean;
  touched: ReadonlySet<string>;
  onTouched: (key: string, field: NomineeTextField) => void;
  fetchingAddress: boolean;
  addressFailed: boolean;
  disabled: boolean;
}

/** One nominee's card, reading its own nominee from the actor. */
const ConnectedNomineeCard = memo(function ConnectedNomineeCard(props: ConnectedNomineeCardProps) {
  const { actor, nomineeKey: key } = props;
  const nominee = useSelector(actor, (s) => s.context.nominees.find((n) => n.key === key));
  const rules = useSelector(actor, (s) => s.context, sameRuleContext);
  if (!nominee) return null;
  const errors = Object.fromEntries(
    Object.entries(nomineeErrors(nominee, rules)).filter(
      ([field]) => props.showErrors || props.touched.has(`${key}.${field}`),
    ),
  );
  return (
    <NomineeCard
      nominee={nominee}
      position={props.position}
      errors={errors}
      minor={isMinor(nominee.dob, rules.today)}
      today={rules.today}
      deletable={props.deletable}
      fetchingAddress={props.fetchingAddress}
      addressFailed={props.addressFailed}
      disabled={props.disabled}
      onChange={(field, value) => actor.send({ type: 'nominee.changed', key, field, value })}
      onTouched={(field) => props.onTouched(key, field)}
      onSameAddress={(checked) => actor.send({ type: checked ? 'sameAddress.checked' : 'sameAddress.cleared', key })}
      onDelete={() => actor.send({ type: 'nominee.remove', key })}
    />
  );
});

/** The holder's PAN, tax status and today never change during the step. */
function sameRuleContext(a: NomineeContext, b: NomineeContext): boolean {
  return a.holderPan === b.holderPan && a.taxStatus === b.taxStatus && a.today === b.today;
}
