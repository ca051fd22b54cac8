/**
 * The 6-character code entry of every OTP step (mobile code, nominee code, e-mail code, order,
 * redemption and the flows to come): the field, Verify, the refusal above and the shared resend
 * countdown below. `CodeEntry` draws the shared code-entry child machine; `OtpEntry` is its
 * layout, also used by a step whose code is kept by its own machine (the external portfolio);
 * `CodeStillValid` is the line an order's step shows when no new code was sent.
 */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type codeEntryMachine, OTP_LENGTH } from '../../machines/shared/code-entry.machine';
import { ResendCountdown, type ResendCountdownActor, type ResendCountdownProps } from './resend-countdown';

/** Texts of the code entry (001 §2.10 "'Haven't received it? Resend OTP'"). */
const codeEntryMessages = {
  code: 'OTP',
  otpRequired: 'OTP is required.',
  otpLength: 'Enter all 6 digits of the OTP.',
  submit: 'Verify',
  resendPrompt: "Haven't received it?",
  /**
   * The same order placed again within 10 minutes (the server's STILL_VALID): no new code was
   * sent. `earlier` says what the investor did ('You placed this order').
   */
  stillValid: (earlier: string, maskedEmail: string) =>
    `${earlier} a few minutes ago. The OTP we sent then to ${maskedEmail} is still valid: please enter it.`,
} as const;
const text = codeEntryMessages;

/** How the Resend control reads on a step (prompt, 'in 42 seconds' or 'm:ss'…). */
type ResendLook = Pick<ResendCountdownProps, 'prompt' | 'format' | 'label' | 'lockedLabel'>;

interface OtpEntryProps {
  formLabel: string;
  /** Shown first in the form (whom the code was sent to). */
  lead?: ReactNode;
  code: string;
  /** Verify was pressed without a whole code. */
  incomplete: boolean;
  /** The two incomplete-code texts, where a step words them its own way. */
  incompleteMessages?: { required: string; length: string };
  /** Replaces the two incomplete-code texts with one, where a spec words it so (000 §5 external OTP). */
  invalidMessage?: string;
  verifying: boolean;
  /** 'password' hides the characters (001 §2.10 "a password-type code field", 000 §2.6 "masked"). */
  inputType: 'password' | 'text';
  resend: ResendCountdownActor | undefined;
  resendLook?: ResendLook;
  /** Shown above the field (the code's refusal). */
  failure?: ReactNode;
  /** Shown between Verify and the resend control (a failed resend). */
  resendFailure?: ReactNode;
  /** Shown beside the resend control (e.g. a link back to Sign In). */
  resendAside?: ReactNode;
  /** Buttons before Verify (e.g. Previous); Verify then stops spanning the whole width. */
  actions?: ReactNode;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

export function OtpEntry(props: OtpEntryProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const messages = props.incompleteMessages ?? { required: text.otpRequired, length: text.otpLength };
  const fieldError = props.incomplete
    ? (props.invalidMessage ?? (props.code === '' ? messages.required : messages.length))
    : null;
  const verify = (
    <Button type="submit" loading={props.verifying} fullWidth={!props.actions}>
      {text.submit}
    </Button>
  );
  const resendLook = { prompt: text.resendPrompt, format: 'seconds', ...props.resendLook } as const;
  return (
    <form noValidate onSubmit={submit} aria-label={props.formLabel}>
      <Stack gap="md">
        {props.lead}
        {props.failure}
        <TextInput
          label={text.code}
          type={props.inputType}
          withAsterisk
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={props.code}
          error={fieldError}
          disabled={props.verifying}
          data-autofocus={props.autoFocus || undefined}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        {props.actions ? null : verify}
        {props.resendFailure}
        <Group justify="space-between" gap="xs">
          <ResendCountdown actor={props.resend} {...resendLook} />
          {props.resendAside}
        </Group>
        {props.actions && (
          <Group justify="space-between">
            {props.actions}
            {verify}
          </Group>
        )}
      </Stack>
    </form>
  );
}

export type CodeEntryActor = ActorRefFrom<typeof codeEntryMachine>;

interface CodeEntryProps
  extends Omit<
    OtpEntryProps,
    'code' | 'incomplete' | 'verifying' | 'resend' | 'failure' | 'resendFailure' | 'onChange' | 'onSubmit'
  > {
  /** The code-entry child; undefined while the parent is not in its code-entry state. */
  actor: CodeEntryActor | undefined;
  /** The refusal as the step shows it (its spec's text for the child's `failure`). */
  renderFailure?: (error: unknown) => ReactNode;
  /** A failed resend as the step shows it; `available` says whether Resend can be pressed again. */
  renderResendFailure?: (error: unknown, available: boolean) => ReactNode;
  /** The parent has moved on (the code was verified): the entry stays locked. */
  done?: boolean;
}

/** The code entry drawn from the shared code-entry child machine. */
export function CodeEntry({ actor, ...props }: CodeEntryProps) {
  if (!actor) return null;
  return <BoundCodeEntry actor={actor} {...props} />;
}

function BoundCodeEntry({
  actor,
  renderFailure,
  renderResendFailure,
  done,
  ...props
}: CodeEntryProps & { actor: CodeEntryActor }) {
  const code = useSelector(actor, (s) => s.context.code);
  const incomplete = useSelector(actor, (s) => s.matches('incomplete'));
  const verifying = useSelector(actor, (s) => s.matches('verifying') || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const resendFailure = useSelector(actor, (s) => s.context.resendFailure);
  const resend = useSelector(actor, (s) => s.children.resend);
  const resendAvailable = useSelector(resend, (s) => s?.matches('available') ?? false);
  return (
    <OtpEntry
      {...props}
      code={code}
      incomplete={incomplete}
      verifying={verifying || done === true}
      resend={resend}
      failure={failure !== null && renderFailure?.(failure)}
      resendFailure={resendFailure !== null && renderResendFailure?.(resendFailure, resendAvailable)}
      onChange={(value) => actor.send({ type: 'code.changed', value })}
      onSubmit={() => actor.send({ type: 'code.submit' })}
    />
  );
}

/**
 * The line above an order's code entry when no new code was sent (purchases, redemptions,
 * switches, STPs and SWPs alike): the one sent minutes ago for the same order still confirms it.
 */
export function CodeStillValid({ earlier, address }: { earlier: string; address: string }) {
  return <Text>{text.stillValid(earlier, address)}</Text>;
}

/** A short line of context above the code entry. */
export function OtpSentTo({ lead, address }: { lead: string; address: string }) {
  return (
    <Text fz="sm">
      {lead} <strong data-testid="otp-address">{address}</strong>
    </Text>
  );
}
